; ModuleID = 'modular_elimination.cu'
source_filename = "modular_elimination.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.GbPrime = type { i32, i32, i32, i32, i64 }
%struct.StepState = type { i32, i32 }

@_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E7scratch = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E7scratch = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_rref_block_barrett(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef writeonly %pivcols, ptr nocapture noundef writeonly %rank) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom.i = zext i32 %0 to i64
  %arrayidx.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !13
  %q.sroa.6.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.6.0.copyload.i = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !20
  %q.sroa.9131.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 16
  %q.sroa.9131.0.copyload.i = load i64, ptr %q.sroa.9131.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !21
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %and.i = and i32 %1, 31
  %shr.i = lshr i32 %1, 5
  %shr3.i = lshr i32 %2, 5
  %cmp136.i = icmp ne i32 %m, 0
  %cmp4137.i = icmp ne i32 %n, 0
  %3 = and i1 %cmp4137.i, %cmp136.i
  br i1 %3, label %for.body.lr.ph.i, label %for.cond.cleanup.i

for.body.lr.ph.i:                                 ; preds = %entry
  %q.sroa.8.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.8.0.copyload.i = load i32, ptr %q.sroa.8.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !22
  %idxprom.i.i = zext i32 %1 to i64
  %arrayidx6.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), i64 %idxprom.i.i
  %cmp8.not58.i.i = icmp ult i32 %2, 2
  %cmp13.i.i = icmp eq i32 %1, 0
  %conv.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %conv1.i62.i.i = zext i32 %q.sroa.8.0.copyload.i to i64
  %cmp11134.i = icmp ult i32 %shr.i, %n
  %cmp39.i = icmp eq i32 %and.i, 0
  %conv52.i = zext i32 %m to i64
  %mul53.i = mul nuw i64 %conv52.i, %idxprom.i
  br label %for.body.i

for.cond.cleanup.i:                               ; preds = %cleanup58.i, %entry
  %r.0.lcssa.i = phi i32 [ 0, %entry ], [ %r.1.i, %cleanup58.i ]
  %cmp65.i = icmp eq i32 %1, 0
  br i1 %cmp65.i, label %if.then66.i, label %_ZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_.exit

for.body.i:                                       ; preds = %cleanup58.i, %for.body.lr.ph.i
  %r.0139.i = phi i32 [ 0, %for.body.lr.ph.i ], [ %r.1.i, %cleanup58.i ]
  %c.0138.i = phi i32 [ 0, %for.body.lr.ph.i ], [ %inc62.i, %cleanup58.i ]
  %add.i.i = add i32 %r.0139.i, %1
  %cmp54.i.i = icmp ult i32 %add.i.i, %n
  br i1 %cmp54.i.i, label %for.body.lr.ph.i.i, label %cleanup.i.i

for.body.lr.ph.i.i:                               ; preds = %for.body.i
  %conv2.i.i = zext i32 %c.0138.i to i64
  br label %for.body.i.i

for.body.i.i:                                     ; preds = %for.inc.i.i, %for.body.lr.ph.i.i
  %i.055.i.i = phi i32 [ %add.i.i, %for.body.lr.ph.i.i ], [ %add5.i.i, %for.inc.i.i ]
  %conv.i.i = zext i32 %i.055.i.i to i64
  %mul.i.i = mul i64 %conv.i.i, %ld
  %add3.i.i = add i64 %mul.i.i, %conv2.i.i
  %arrayidx.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add3.i.i
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !14
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !23

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %for.body.i
  %best.0.i.i = phi i32 [ %n, %for.body.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !14
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp8.not58.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i

for.body10.i.i:                                   ; preds = %cleanup.i.i, %if.end24.i.i
  %s.059.in.i.i = phi i32 [ %s.059.i.i, %if.end24.i.i ], [ %2, %cleanup.i.i ]
  %s.059.i.i = lshr i32 %s.059.in.i.i, 1
  %cmp11.i.i = icmp ult i32 %1, %s.059.i.i
  br i1 %cmp11.i.i, label %land.lhs.true.i.i, label %if.end24.i.i

land.lhs.true.i.i:                                ; preds = %for.body10.i.i
  %add12.i.i = add i32 %s.059.i.i, %1
  %idxprom13.i.i = zext i32 %add12.i.i to i64
  %arrayidx14.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), i64 %idxprom13.i.i
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !14
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !14
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !14
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !25

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), align 4, !tbaa !14
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp6.i = icmp eq i32 %7, %n
  br i1 %cmp6.i, label %cleanup58.i, label %if.end.i

if.end.i:                                         ; preds = %_ZL14find_pivot_rowPKjjyjjPj.exit.i
  %conv.i115.i = zext i32 %r.0139.i to i64
  %mul.i116.i = mul i64 %conv.i115.i, %ld
  %add.ptr.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul.i116.i
  %cmp.not.i.i = icmp eq i32 %7, %r.0139.i
  br i1 %cmp.not.i.i, label %if.end.i.i, label %if.then.i.i

if.then.i.i:                                      ; preds = %if.end.i
  %conv2.i117.i = zext i32 %7 to i64
  %mul3.i.i = mul i64 %conv2.i117.i, %ld
  %add.ptr4.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul3.i.i
  %add.i118.i = add i32 %c.0138.i, %1
  %cmp578.i.i = icmp ult i32 %add.i118.i, %m
  br i1 %cmp578.i.i, label %for.body.i122.i, label %if.end.i.i

for.body.i122.i:                                  ; preds = %if.then.i.i, %for.body.i122.i
  %j.079.i.i = phi i32 [ %add12.i121.i, %for.body.i122.i ], [ %add.i118.i, %if.then.i.i ]
  %idxprom.i119.i = zext i32 %j.079.i.i to i64
  %arrayidx.i120.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom.i119.i
  %8 = load i32, ptr %arrayidx.i120.i, align 4, !tbaa !14
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i119.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !14
  store i32 %9, ptr %arrayidx.i120.i, align 4, !tbaa !14
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !14
  %add12.i121.i = add i32 %j.079.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i121.i, %m
  br i1 %cmp5.i.i, label %for.body.i122.i, label %if.end.i.i, !llvm.loop !26

if.end.i.i:                                       ; preds = %for.body.i122.i, %if.then.i.i, %if.end.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c.0138.i to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !14
  %cmp.not18.i.i.i = icmp eq i32 %10, 0
  br i1 %cmp.not18.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.preheader.i.i.i

while.body.preheader.i.i.i:                       ; preds = %if.then14.i.i
  %conv1.i.i.i = zext i32 %10 to i64
  br label %while.body.i.i.i

while.body.i.i.i:                                 ; preds = %while.body.i.i.i, %while.body.preheader.i.i.i
  %t.022.i.i.i = phi i64 [ %nt.021.i.i.i, %while.body.i.i.i ], [ 0, %while.body.preheader.i.i.i ]
  %nt.021.i.i.i = phi i64 [ %sub.i.i.i, %while.body.i.i.i ], [ 1, %while.body.preheader.i.i.i ]
  %nr.020.i.i.i = phi i64 [ %sub3.i.i.i, %while.body.i.i.i ], [ %conv1.i.i.i, %while.body.preheader.i.i.i ]
  %r.019.i.i.i = phi i64 [ %nr.020.i.i.i, %while.body.i.i.i ], [ %conv.i.i.i, %while.body.preheader.i.i.i ]
  %div.i.i.i = sdiv i64 %r.019.i.i.i, %nr.020.i.i.i
  %mul.i.i.i = mul nsw i64 %div.i.i.i, %nt.021.i.i.i
  %sub.i.i.i = sub nsw i64 %t.022.i.i.i, %mul.i.i.i
  %mul2.i.i.i = mul nsw i64 %div.i.i.i, %nr.020.i.i.i
  %sub3.i.i.i = sub nsw i64 %r.019.i.i.i, %mul2.i.i.i
  %cmp.not.i.i.i = icmp eq i64 %sub3.i.i.i, 0
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !27

_ZL11inverse_modjj.exit.i.i:                      ; preds = %while.body.i.i.i, %if.then14.i.i
  %t.0.lcssa.i.i.i = phi i64 [ 0, %if.then14.i.i ], [ %nt.021.i.i.i, %while.body.i.i.i ]
  %cmp4.i.i.i = icmp slt i64 %t.0.lcssa.i.i.i, 0
  %add.i.i.i = select i1 %cmp4.i.i.i, i64 %conv.i.i.i, i64 0
  %cond.i.i.i = add nsw i64 %add.i.i.i, %t.0.lcssa.i.i.i
  %conv.i61.i.i = and i64 %cond.i.i.i, 4294967295
  %mul.i63.i.i = mul nuw i64 %conv.i61.i.i, %conv1.i62.i.i
  %conv.i.i.i.i = trunc i64 %mul.i63.i.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.6.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv.i.i.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i63.i.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv.i.i.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv.i.i.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv8.i.i.i.i = trunc i64 %cond.i.i.i.i to i32
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !14
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %c.0138.i, %1
  %cmp2380.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2380.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !14
  %conv.i64.i.i = zext i32 %11 to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.081.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.081.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !14
  %conv1.i65.i.i = zext i32 %12 to i64
  %mul.i66.i.i = mul nuw i64 %conv1.i65.i.i, %conv.i64.i.i
  %conv.i.i67.i.i = trunc i64 %mul.i66.i.i to i32
  %mul.i.i68.i.i = mul i32 %q.sroa.6.0.copyload.i, %conv.i.i67.i.i
  %conv1.i.i69.i.i = zext i32 %mul.i.i68.i.i to i64
  %mul3.i.i71.i.i = mul nuw i64 %conv1.i.i69.i.i, %conv.i.i.i
  %add.i.i72.i.i = add i64 %mul3.i.i71.i.i, %mul.i66.i.i
  %shr.i.i73.i.i = lshr i64 %add.i.i72.i.i, 32
  %cmp.not.i.i74.i.i = icmp ult i64 %shr.i.i73.i.i, %conv.i.i.i
  %sub.i.i75.i.i = select i1 %cmp.not.i.i74.i.i, i64 0, i64 %conv.i.i.i
  %cond.i.i76.i.i = sub nsw i64 %shr.i.i73.i.i, %sub.i.i75.i.i
  %conv8.i.i77.i.i = trunc i64 %cond.i.i76.i.i to i32
  store i32 %conv8.i.i77.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !14
  %add32.i.i = add i32 %j20.081.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !28

_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i: ; preds = %for.body25.i.i, %if.end19.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp11134.i, label %for.body13.lr.ph.i, label %for.cond.cleanup12.i

for.body13.lr.ph.i:                               ; preds = %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i
  %idxprom20.i = zext i32 %c.0138.i to i64
  %add.i = add nuw i32 %c.0138.i, 1
  %add26.i = add i32 %add.i, %and.i
  %cmp28132.i = icmp ult i32 %add26.i, %m
  br label %for.body13.i

for.cond.cleanup12.i:                             ; preds = %for.inc45.i, %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i
  br i1 %cmp13.i.i, label %if.then50.i, label %if.end57.i

for.body13.i:                                     ; preds = %for.inc45.i, %for.body13.lr.ph.i
  %i.0135.i = phi i32 [ %shr.i, %for.body13.lr.ph.i ], [ %add46.i, %for.inc45.i ]
  %cmp14.i = icmp eq i32 %i.0135.i, %r.0139.i
  br i1 %cmp14.i, label %for.inc45.i, label %if.end16.i

if.end16.i:                                       ; preds = %for.body13.i
  %conv17.i = zext i32 %i.0135.i to i64
  %mul18.i = mul i64 %conv17.i, %ld
  %add.ptr19.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul18.i
  %arrayidx21.i = getelementptr inbounds i32, ptr %add.ptr19.i, i64 %idxprom20.i
  %13 = load i32, ptr %arrayidx21.i, align 4, !tbaa !14
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp22.i = icmp eq i32 %13, 0
  br i1 %cmp22.i, label %for.inc45.i, label %if.end24.i

if.end24.i:                                       ; preds = %if.end16.i
  br i1 %cmp28132.i, label %for.body30.lr.ph.i, label %for.cond.cleanup29.i

for.body30.lr.ph.i:                               ; preds = %if.end24.i
  %conv.i.i124.i = zext i32 %13 to i64
  br label %for.body30.i

for.cond.cleanup29.i:                             ; preds = %for.body30.i, %if.end24.i
  br i1 %cmp39.i, label %if.then40.i, label %for.inc45.i

for.body30.i:                                     ; preds = %for.body30.i, %for.body30.lr.ph.i
  %j.0133.i = phi i32 [ %add26.i, %for.body30.lr.ph.i ], [ %add38.i, %for.body30.i ]
  %idxprom31.i = zext i32 %j.0133.i to i64
  %arrayidx32.i = getelementptr inbounds i32, ptr %add.ptr19.i, i64 %idxprom31.i
  %14 = load i32, ptr %arrayidx32.i, align 4, !tbaa !14
  %arrayidx34.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom31.i
  %15 = load i32, ptr %arrayidx34.i, align 4, !tbaa !14
  %conv1.i.i125.i = zext i32 %15 to i64
  %mul.i.i126.i = mul nuw i64 %conv1.i.i125.i, %conv.i.i124.i
  %16 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %mul.i.i126.i, i64 %q.sroa.9131.0.copyload.i)
  %mul3.i.i.i = mul i64 %16, %conv.i.i.i
  %sub.i.i127.i = sub i64 %mul.i.i126.i, %mul3.i.i.i
  %cmp.not.i.i128.i = icmp ult i64 %sub.i.i127.i, %conv.i.i.i
  %sub8.i.i.i = select i1 %cmp.not.i.i128.i, i64 0, i64 %conv.i.i.i
  %cond.i.i129.i = sub i64 %sub.i.i127.i, %sub8.i.i.i
  %conv9.i.i.i = trunc i64 %cond.i.i129.i to i32
  %cmp.not.i4.i.i = icmp ult i32 %14, %conv9.i.i.i
  %add.i.i130.i = select i1 %cmp.not.i4.i.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i = sub i32 %14, %conv9.i.i.i
  %cond.i5.i.i = add i32 %a.pn.i.i.i, %add.i.i130.i
  store i32 %cond.i5.i.i, ptr %arrayidx32.i, align 4, !tbaa !14
  %add38.i = add i32 %j.0133.i, 32
  %cmp28.i = icmp ult i32 %add38.i, %m
  br i1 %cmp28.i, label %for.body30.i, label %for.cond.cleanup29.i, !llvm.loop !29

if.then40.i:                                      ; preds = %for.cond.cleanup29.i
  store i32 0, ptr %arrayidx21.i, align 4, !tbaa !14
  br label %for.inc45.i

for.inc45.i:                                      ; preds = %if.then40.i, %for.cond.cleanup29.i, %if.end16.i, %for.body13.i
  %add46.i = add i32 %i.0135.i, %shr3.i
  %cmp11.i = icmp ult i32 %add46.i, %n
  br i1 %cmp11.i, label %for.body13.i, label %for.cond.cleanup12.i, !llvm.loop !30

if.then50.i:                                      ; preds = %for.cond.cleanup12.i
  %add55.i = add i64 %mul53.i, %conv.i115.i
  %arrayidx56.i = getelementptr inbounds i32, ptr %pivcols, i64 %add55.i
  store i32 %c.0138.i, ptr %arrayidx56.i, align 4, !tbaa !14
  br label %if.end57.i

if.end57.i:                                       ; preds = %if.then50.i, %for.cond.cleanup12.i
  %inc.i = add i32 %r.0139.i, 1
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cleanup58.i

cleanup58.i:                                      ; preds = %if.end57.i, %_ZL14find_pivot_rowPKjjyjjPj.exit.i
  %r.1.i = phi i32 [ %inc.i, %if.end57.i ], [ %r.0139.i, %_ZL14find_pivot_rowPKjjyjjPj.exit.i ]
  %inc62.i = add nuw i32 %c.0138.i, 1
  %cmp.i = icmp ult i32 %inc62.i, %m
  %cmp4.i = icmp ult i32 %r.1.i, %n
  %17 = select i1 %cmp.i, i1 %cmp4.i, i1 false
  br i1 %17, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !31

if.then66.i:                                      ; preds = %for.cond.cleanup.i
  %arrayidx68.i = getelementptr inbounds i32, ptr %rank, i64 %idxprom.i
  store i32 %r.0.lcssa.i, ptr %arrayidx68.i, align 4, !tbaa !14
  br label %_ZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_.exit

_ZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_.exit: ; preds = %for.cond.cleanup.i, %if.then66.i
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_rref_block_montgomery(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef writeonly %pivcols, ptr nocapture noundef writeonly %rank) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom.i = zext i32 %0 to i64
  %arrayidx.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !13
  %q.sroa.7.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.7.0.copyload.i = load i32, ptr %q.sroa.7.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !20
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %and.i = and i32 %1, 31
  %shr.i = lshr i32 %1, 5
  %shr3.i = lshr i32 %2, 5
  %cmp161.i = icmp ne i32 %m, 0
  %cmp4162.i = icmp ne i32 %n, 0
  %3 = and i1 %cmp4162.i, %cmp161.i
  br i1 %3, label %for.body.lr.ph.i, label %for.cond.cleanup.i

for.body.lr.ph.i:                                 ; preds = %entry
  %q.sroa.11.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.11.0.copyload.i = load i32, ptr %q.sroa.11.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !22
  %idxprom.i.i = zext i32 %1 to i64
  %arrayidx6.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), i64 %idxprom.i.i
  %cmp8.not58.i.i = icmp ult i32 %2, 2
  %cmp13.i.i = icmp eq i32 %1, 0
  %conv.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %conv1.i62.i.i = zext i32 %q.sroa.11.0.copyload.i to i64
  %cmp11159.i = icmp ult i32 %shr.i, %n
  %cmp39.i = icmp eq i32 %and.i, 0
  %conv52.i = zext i32 %m to i64
  %mul53.i = mul nuw i64 %conv52.i, %idxprom.i
  br label %for.body.i

for.cond.cleanup.i:                               ; preds = %cleanup58.i, %entry
  %r.0.lcssa.i = phi i32 [ 0, %entry ], [ %r.1.i, %cleanup58.i ]
  %cmp65.i = icmp eq i32 %1, 0
  br i1 %cmp65.i, label %if.then66.i, label %_ZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_.exit

for.body.i:                                       ; preds = %cleanup58.i, %for.body.lr.ph.i
  %r.0164.i = phi i32 [ 0, %for.body.lr.ph.i ], [ %r.1.i, %cleanup58.i ]
  %c.0163.i = phi i32 [ 0, %for.body.lr.ph.i ], [ %inc62.i, %cleanup58.i ]
  %add.i.i = add i32 %r.0164.i, %1
  %cmp54.i.i = icmp ult i32 %add.i.i, %n
  br i1 %cmp54.i.i, label %for.body.lr.ph.i.i, label %cleanup.i.i

for.body.lr.ph.i.i:                               ; preds = %for.body.i
  %conv2.i.i = zext i32 %c.0163.i to i64
  br label %for.body.i.i

for.body.i.i:                                     ; preds = %for.inc.i.i, %for.body.lr.ph.i.i
  %i.055.i.i = phi i32 [ %add.i.i, %for.body.lr.ph.i.i ], [ %add5.i.i, %for.inc.i.i ]
  %conv.i.i = zext i32 %i.055.i.i to i64
  %mul.i.i = mul i64 %conv.i.i, %ld
  %add3.i.i = add i64 %mul.i.i, %conv2.i.i
  %arrayidx.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add3.i.i
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !14
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !23

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %for.body.i
  %best.0.i.i = phi i32 [ %n, %for.body.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !14
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp8.not58.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i

for.body10.i.i:                                   ; preds = %cleanup.i.i, %if.end24.i.i
  %s.059.in.i.i = phi i32 [ %s.059.i.i, %if.end24.i.i ], [ %2, %cleanup.i.i ]
  %s.059.i.i = lshr i32 %s.059.in.i.i, 1
  %cmp11.i.i = icmp ult i32 %1, %s.059.i.i
  br i1 %cmp11.i.i, label %land.lhs.true.i.i, label %if.end24.i.i

land.lhs.true.i.i:                                ; preds = %for.body10.i.i
  %add12.i.i = add i32 %s.059.i.i, %1
  %idxprom13.i.i = zext i32 %add12.i.i to i64
  %arrayidx14.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), i64 %idxprom13.i.i
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !14
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !14
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !14
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !25

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), align 4, !tbaa !14
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp6.i = icmp eq i32 %7, %n
  br i1 %cmp6.i, label %cleanup58.i, label %if.end.i

if.end.i:                                         ; preds = %_ZL14find_pivot_rowPKjjyjjPj.exit.i
  %conv.i115.i = zext i32 %r.0164.i to i64
  %mul.i116.i = mul i64 %conv.i115.i, %ld
  %add.ptr.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul.i116.i
  %cmp.not.i.i = icmp eq i32 %7, %r.0164.i
  br i1 %cmp.not.i.i, label %if.end.i.i, label %if.then.i.i

if.then.i.i:                                      ; preds = %if.end.i
  %conv2.i117.i = zext i32 %7 to i64
  %mul3.i.i = mul i64 %conv2.i117.i, %ld
  %add.ptr4.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul3.i.i
  %add.i118.i = add i32 %c.0163.i, %1
  %cmp578.i.i = icmp ult i32 %add.i118.i, %m
  br i1 %cmp578.i.i, label %for.body.i122.i, label %if.end.i.i

for.body.i122.i:                                  ; preds = %if.then.i.i, %for.body.i122.i
  %j.079.i.i = phi i32 [ %add12.i121.i, %for.body.i122.i ], [ %add.i118.i, %if.then.i.i ]
  %idxprom.i119.i = zext i32 %j.079.i.i to i64
  %arrayidx.i120.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom.i119.i
  %8 = load i32, ptr %arrayidx.i120.i, align 4, !tbaa !14
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i119.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !14
  store i32 %9, ptr %arrayidx.i120.i, align 4, !tbaa !14
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !14
  %add12.i121.i = add i32 %j.079.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i121.i, %m
  br i1 %cmp5.i.i, label %for.body.i122.i, label %if.end.i.i, !llvm.loop !26

if.end.i.i:                                       ; preds = %for.body.i122.i, %if.then.i.i, %if.end.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c.0163.i to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !14
  %cmp.not18.i.i.i = icmp eq i32 %10, 0
  br i1 %cmp.not18.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.preheader.i.i.i

while.body.preheader.i.i.i:                       ; preds = %if.then14.i.i
  %conv1.i.i.i = zext i32 %10 to i64
  br label %while.body.i.i.i

while.body.i.i.i:                                 ; preds = %while.body.i.i.i, %while.body.preheader.i.i.i
  %t.022.i.i.i = phi i64 [ %nt.021.i.i.i, %while.body.i.i.i ], [ 0, %while.body.preheader.i.i.i ]
  %nt.021.i.i.i = phi i64 [ %sub.i.i.i, %while.body.i.i.i ], [ 1, %while.body.preheader.i.i.i ]
  %nr.020.i.i.i = phi i64 [ %sub3.i.i.i, %while.body.i.i.i ], [ %conv1.i.i.i, %while.body.preheader.i.i.i ]
  %r.019.i.i.i = phi i64 [ %nr.020.i.i.i, %while.body.i.i.i ], [ %conv.i.i.i, %while.body.preheader.i.i.i ]
  %div.i.i.i = sdiv i64 %r.019.i.i.i, %nr.020.i.i.i
  %mul.i.i.i = mul nsw i64 %div.i.i.i, %nt.021.i.i.i
  %sub.i.i.i = sub nsw i64 %t.022.i.i.i, %mul.i.i.i
  %mul2.i.i.i = mul nsw i64 %div.i.i.i, %nr.020.i.i.i
  %sub3.i.i.i = sub nsw i64 %r.019.i.i.i, %mul2.i.i.i
  %cmp.not.i.i.i = icmp eq i64 %sub3.i.i.i, 0
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !27

_ZL11inverse_modjj.exit.i.i:                      ; preds = %while.body.i.i.i, %if.then14.i.i
  %t.0.lcssa.i.i.i = phi i64 [ 0, %if.then14.i.i ], [ %nt.021.i.i.i, %while.body.i.i.i ]
  %cmp4.i.i.i = icmp slt i64 %t.0.lcssa.i.i.i, 0
  %add.i.i.i = select i1 %cmp4.i.i.i, i64 %conv.i.i.i, i64 0
  %cond.i.i.i = add nsw i64 %add.i.i.i, %t.0.lcssa.i.i.i
  %conv.i61.i.i = and i64 %cond.i.i.i, 4294967295
  %mul.i63.i.i = mul nuw i64 %conv.i61.i.i, %conv1.i62.i.i
  %conv.i.i.i.i = trunc i64 %mul.i63.i.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.7.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv.i.i.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i63.i.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv.i.i.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv.i.i.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv8.i.i.i.i = trunc i64 %cond.i.i.i.i to i32
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !14
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %c.0163.i, %1
  %cmp2380.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2380.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !14
  %conv.i64.i.i = zext i32 %11 to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.081.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.081.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !14
  %conv1.i65.i.i = zext i32 %12 to i64
  %mul.i66.i.i = mul nuw i64 %conv1.i65.i.i, %conv.i64.i.i
  %conv.i.i67.i.i = trunc i64 %mul.i66.i.i to i32
  %mul.i.i68.i.i = mul i32 %q.sroa.7.0.copyload.i, %conv.i.i67.i.i
  %conv1.i.i69.i.i = zext i32 %mul.i.i68.i.i to i64
  %mul3.i.i71.i.i = mul nuw i64 %conv1.i.i69.i.i, %conv.i.i.i
  %add.i.i72.i.i = add i64 %mul3.i.i71.i.i, %mul.i66.i.i
  %shr.i.i73.i.i = lshr i64 %add.i.i72.i.i, 32
  %cmp.not.i.i74.i.i = icmp ult i64 %shr.i.i73.i.i, %conv.i.i.i
  %sub.i.i75.i.i = select i1 %cmp.not.i.i74.i.i, i64 0, i64 %conv.i.i.i
  %cond.i.i76.i.i = sub nsw i64 %shr.i.i73.i.i, %sub.i.i75.i.i
  %conv8.i.i77.i.i = trunc i64 %cond.i.i76.i.i to i32
  store i32 %conv8.i.i77.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !14
  %add32.i.i = add i32 %j20.081.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !28

_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i: ; preds = %for.body25.i.i, %if.end19.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp11159.i, label %for.body13.lr.ph.i, label %for.cond.cleanup12.i

for.body13.lr.ph.i:                               ; preds = %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i
  %idxprom20.i = zext i32 %c.0163.i to i64
  %add.i = add nuw i32 %c.0163.i, 1
  %add26.i = add i32 %add.i, %and.i
  %cmp28157.i = icmp ult i32 %add26.i, %m
  br label %for.body13.i

for.cond.cleanup12.i:                             ; preds = %for.inc45.i, %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i
  br i1 %cmp13.i.i, label %if.then50.i, label %if.end57.i

for.body13.i:                                     ; preds = %for.inc45.i, %for.body13.lr.ph.i
  %i.0160.i = phi i32 [ %shr.i, %for.body13.lr.ph.i ], [ %add46.i, %for.inc45.i ]
  %cmp14.i = icmp eq i32 %i.0160.i, %r.0164.i
  br i1 %cmp14.i, label %for.inc45.i, label %if.end16.i

if.end16.i:                                       ; preds = %for.body13.i
  %conv17.i = zext i32 %i.0160.i to i64
  %mul18.i = mul i64 %conv17.i, %ld
  %add.ptr19.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul18.i
  %arrayidx21.i = getelementptr inbounds i32, ptr %add.ptr19.i, i64 %idxprom20.i
  %13 = load i32, ptr %arrayidx21.i, align 4, !tbaa !14
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp22.i = icmp eq i32 %13, 0
  br i1 %cmp22.i, label %for.inc45.i, label %if.end24.i

if.end24.i:                                       ; preds = %if.end16.i
  br i1 %cmp28157.i, label %for.body30.lr.ph.i, label %for.cond.cleanup29.i

for.body30.lr.ph.i:                               ; preds = %if.end24.i
  %conv.i.i123.i = zext i32 %13 to i64
  %mul.i.i126.i = mul nuw i64 %conv.i.i123.i, %conv1.i62.i.i
  %conv.i.i.i128.i = trunc i64 %mul.i.i126.i to i32
  %mul.i.i.i129.i = mul i32 %q.sroa.7.0.copyload.i, %conv.i.i.i128.i
  %conv1.i.i.i130.i = zext i32 %mul.i.i.i129.i to i64
  %mul3.i.i.i131.i = mul nuw i64 %conv1.i.i.i130.i, %conv.i.i.i
  %add.i.i.i132.i = add i64 %mul3.i.i.i131.i, %mul.i.i126.i
  %shr.i.i.i133.i = lshr i64 %add.i.i.i132.i, 32
  %cmp.not.i.i.i134.i = icmp ult i64 %shr.i.i.i133.i, %conv.i.i.i
  %sub.i.i.i135.i = select i1 %cmp.not.i.i.i134.i, i64 0, i64 %conv.i.i.i
  %cond.i.i.i136.i = sub nsw i64 %shr.i.i.i133.i, %sub.i.i.i135.i
  %conv.i.i139.i = and i64 %cond.i.i.i136.i, 4294967295
  br label %for.body30.i

for.cond.cleanup29.i:                             ; preds = %for.body30.i, %if.end24.i
  br i1 %cmp39.i, label %if.then40.i, label %for.inc45.i

for.body30.i:                                     ; preds = %for.body30.i, %for.body30.lr.ph.i
  %j.0158.i = phi i32 [ %add26.i, %for.body30.lr.ph.i ], [ %add38.i, %for.body30.i ]
  %idxprom31.i = zext i32 %j.0158.i to i64
  %arrayidx32.i = getelementptr inbounds i32, ptr %add.ptr19.i, i64 %idxprom31.i
  %14 = load i32, ptr %arrayidx32.i, align 4, !tbaa !14
  %arrayidx34.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom31.i
  %15 = load i32, ptr %arrayidx34.i, align 4, !tbaa !14
  %conv1.i.i140.i = zext i32 %15 to i64
  %mul.i.i141.i = mul nuw i64 %conv.i.i139.i, %conv1.i.i140.i
  %conv.i.i.i142.i = trunc i64 %mul.i.i141.i to i32
  %mul.i.i.i143.i = mul i32 %q.sroa.7.0.copyload.i, %conv.i.i.i142.i
  %conv1.i.i.i144.i = zext i32 %mul.i.i.i143.i to i64
  %mul3.i.i.i146.i = mul nuw i64 %conv1.i.i.i144.i, %conv.i.i.i
  %add.i.i.i147.i = add i64 %mul3.i.i.i146.i, %mul.i.i141.i
  %shr.i.i.i148.i = lshr i64 %add.i.i.i147.i, 32
  %cmp.not.i.i.i149.i = icmp ult i64 %shr.i.i.i148.i, %conv.i.i.i
  %sub.i.i.i150.i = select i1 %cmp.not.i.i.i149.i, i64 0, i64 %conv.i.i.i
  %cond.i.i.i151.i = sub nsw i64 %shr.i.i.i148.i, %sub.i.i.i150.i
  %conv8.i.i.i152.i = trunc i64 %cond.i.i.i151.i to i32
  %cmp.not.i.i153.i = icmp ult i32 %14, %conv8.i.i.i152.i
  %add.i.i154.i = select i1 %cmp.not.i.i153.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i = sub i32 %14, %conv8.i.i.i152.i
  %cond.i.i155.i = add i32 %a.pn.i.i.i, %add.i.i154.i
  store i32 %cond.i.i155.i, ptr %arrayidx32.i, align 4, !tbaa !14
  %add38.i = add i32 %j.0158.i, 32
  %cmp28.i = icmp ult i32 %add38.i, %m
  br i1 %cmp28.i, label %for.body30.i, label %for.cond.cleanup29.i, !llvm.loop !32

if.then40.i:                                      ; preds = %for.cond.cleanup29.i
  store i32 0, ptr %arrayidx21.i, align 4, !tbaa !14
  br label %for.inc45.i

for.inc45.i:                                      ; preds = %if.then40.i, %for.cond.cleanup29.i, %if.end16.i, %for.body13.i
  %add46.i = add i32 %i.0160.i, %shr3.i
  %cmp11.i = icmp ult i32 %add46.i, %n
  br i1 %cmp11.i, label %for.body13.i, label %for.cond.cleanup12.i, !llvm.loop !33

if.then50.i:                                      ; preds = %for.cond.cleanup12.i
  %add55.i = add i64 %mul53.i, %conv.i115.i
  %arrayidx56.i = getelementptr inbounds i32, ptr %pivcols, i64 %add55.i
  store i32 %c.0163.i, ptr %arrayidx56.i, align 4, !tbaa !14
  br label %if.end57.i

if.end57.i:                                       ; preds = %if.then50.i, %for.cond.cleanup12.i
  %inc.i = add i32 %r.0164.i, 1
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cleanup58.i

cleanup58.i:                                      ; preds = %if.end57.i, %_ZL14find_pivot_rowPKjjyjjPj.exit.i
  %r.1.i = phi i32 [ %inc.i, %if.end57.i ], [ %r.0164.i, %_ZL14find_pivot_rowPKjjyjjPj.exit.i ]
  %inc62.i = add nuw i32 %c.0163.i, 1
  %cmp.i = icmp ult i32 %inc62.i, %m
  %cmp4.i = icmp ult i32 %r.1.i, %n
  %16 = select i1 %cmp.i, i1 %cmp4.i, i1 false
  br i1 %16, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !34

if.then66.i:                                      ; preds = %for.cond.cleanup.i
  %arrayidx68.i = getelementptr inbounds i32, ptr %rank, i64 %idxprom.i
  store i32 %r.0.lcssa.i, ptr %arrayidx68.i, align 4, !tbaa !14
  br label %_ZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_.exit

_ZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_.exit: ; preds = %for.cond.cleanup.i, %if.then66.i
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_pivot_step_barrett(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef %state, ptr nocapture noundef writeonly %colbuf, ptr nocapture noundef writeonly %pivcols, i32 noundef %c) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom.i = zext i32 %0 to i64
  %arrayidx.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !13
  %q.sroa.5.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.5.0.copyload.i = load i32, ptr %q.sroa.5.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !20
  %q.sroa.7.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.7.0.copyload.i = load i32, ptr %q.sroa.7.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !22
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %arrayidx4.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i
  %3 = load i32, ptr %arrayidx4.i, align 4, !tbaa !35
  %cmp.i = icmp ult i32 %3, %n
  br i1 %cmp.i, label %cond.true.i, label %cond.end.i

cond.true.i:                                      ; preds = %entry
  %add.i.i = add i32 %3, %1
  %cmp54.i.i = icmp ult i32 %add.i.i, %n
  br i1 %cmp54.i.i, label %for.body.lr.ph.i.i, label %cleanup.i.i

for.body.lr.ph.i.i:                               ; preds = %cond.true.i
  %conv2.i.i = zext i32 %c to i64
  br label %for.body.i.i

for.body.i.i:                                     ; preds = %for.inc.i.i, %for.body.lr.ph.i.i
  %i.055.i.i = phi i32 [ %add.i.i, %for.body.lr.ph.i.i ], [ %add5.i.i, %for.inc.i.i ]
  %conv.i.i = zext i32 %i.055.i.i to i64
  %mul.i.i = mul i64 %conv.i.i, %ld
  %add3.i.i = add i64 %mul.i.i, %conv2.i.i
  %arrayidx.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add3.i.i
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !14
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !23

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %cond.true.i
  %best.0.i.i = phi i32 [ %n, %cond.true.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  %idxprom.i.i = zext i32 %1 to i64
  %arrayidx6.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), i64 %idxprom.i.i
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !14
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not58.i.i = icmp ult i32 %2, 2
  br i1 %cmp8.not58.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i

for.body10.i.i:                                   ; preds = %cleanup.i.i, %if.end24.i.i
  %s.059.in.i.i = phi i32 [ %s.059.i.i, %if.end24.i.i ], [ %2, %cleanup.i.i ]
  %s.059.i.i = lshr i32 %s.059.in.i.i, 1
  %cmp11.i.i = icmp ult i32 %1, %s.059.i.i
  br i1 %cmp11.i.i, label %land.lhs.true.i.i, label %if.end24.i.i

land.lhs.true.i.i:                                ; preds = %for.body10.i.i
  %add12.i.i = add i32 %s.059.i.i, %1
  %idxprom13.i.i = zext i32 %add12.i.i to i64
  %arrayidx14.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), i64 %idxprom13.i.i
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !14
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !14
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !14
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !25

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), align 4, !tbaa !14
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cond.end.i

cond.end.i:                                       ; preds = %_ZL14find_pivot_rowPKjjyjjPj.exit.i, %entry
  %cond.i = phi i32 [ %7, %_ZL14find_pivot_rowPKjjyjjPj.exit.i ], [ %n, %entry ]
  %cmp6.i = icmp eq i32 %cond.i, %n
  br i1 %cmp6.i, label %if.then.i, label %if.end11.i

if.then.i:                                        ; preds = %cond.end.i
  %cmp7.i = icmp eq i32 %1, 0
  br i1 %cmp7.i, label %if.then8.i, label %_ZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit

if.then8.i:                                       ; preds = %if.then.i
  %pivot_row.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  store i32 -1, ptr %pivot_row.i, align 4, !tbaa !37
  br label %_ZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit

if.end11.i:                                       ; preds = %cond.end.i
  %conv.i89.i = zext i32 %3 to i64
  %mul.i90.i = mul i64 %conv.i89.i, %ld
  %add.ptr.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul.i90.i
  %cmp.not.i.i = icmp eq i32 %cond.i, %3
  br i1 %cmp.not.i.i, label %if.end.i.i, label %if.then.i.i

if.then.i.i:                                      ; preds = %if.end11.i
  %conv2.i91.i = zext i32 %cond.i to i64
  %mul3.i.i = mul i64 %conv2.i91.i, %ld
  %add.ptr4.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul3.i.i
  %add.i92.i = add i32 %1, %c
  %cmp578.i.i = icmp ult i32 %add.i92.i, %m
  br i1 %cmp578.i.i, label %for.body.i96.i, label %if.end.i.i

for.body.i96.i:                                   ; preds = %if.then.i.i, %for.body.i96.i
  %j.079.i.i = phi i32 [ %add12.i95.i, %for.body.i96.i ], [ %add.i92.i, %if.then.i.i ]
  %idxprom.i93.i = zext i32 %j.079.i.i to i64
  %arrayidx.i94.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom.i93.i
  %8 = load i32, ptr %arrayidx.i94.i, align 4, !tbaa !14
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i93.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !14
  store i32 %9, ptr %arrayidx.i94.i, align 4, !tbaa !14
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !14
  %add12.i95.i = add i32 %j.079.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i95.i, %m
  br i1 %cmp5.i.i, label %for.body.i96.i, label %if.end.i.i, !llvm.loop !26

if.end.i.i:                                       ; preds = %for.body.i96.i, %if.then.i.i, %if.end11.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp13.i.i = icmp eq i32 %1, 0
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !14
  %conv.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %cmp.not18.i.i.i = icmp eq i32 %10, 0
  br i1 %cmp.not18.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.preheader.i.i.i

while.body.preheader.i.i.i:                       ; preds = %if.then14.i.i
  %conv1.i.i.i = zext i32 %10 to i64
  br label %while.body.i.i.i

while.body.i.i.i:                                 ; preds = %while.body.i.i.i, %while.body.preheader.i.i.i
  %t.022.i.i.i = phi i64 [ %nt.021.i.i.i, %while.body.i.i.i ], [ 0, %while.body.preheader.i.i.i ]
  %nt.021.i.i.i = phi i64 [ %sub.i.i.i, %while.body.i.i.i ], [ 1, %while.body.preheader.i.i.i ]
  %nr.020.i.i.i = phi i64 [ %sub3.i.i.i, %while.body.i.i.i ], [ %conv1.i.i.i, %while.body.preheader.i.i.i ]
  %r.019.i.i.i = phi i64 [ %nr.020.i.i.i, %while.body.i.i.i ], [ %conv.i.i.i, %while.body.preheader.i.i.i ]
  %div.i.i.i = sdiv i64 %r.019.i.i.i, %nr.020.i.i.i
  %mul.i.i.i = mul nsw i64 %div.i.i.i, %nt.021.i.i.i
  %sub.i.i.i = sub nsw i64 %t.022.i.i.i, %mul.i.i.i
  %mul2.i.i.i = mul nsw i64 %div.i.i.i, %nr.020.i.i.i
  %sub3.i.i.i = sub nsw i64 %r.019.i.i.i, %mul2.i.i.i
  %cmp.not.i.i.i = icmp eq i64 %sub3.i.i.i, 0
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !27

_ZL11inverse_modjj.exit.i.i:                      ; preds = %while.body.i.i.i, %if.then14.i.i
  %t.0.lcssa.i.i.i = phi i64 [ 0, %if.then14.i.i ], [ %nt.021.i.i.i, %while.body.i.i.i ]
  %cmp4.i.i.i = icmp slt i64 %t.0.lcssa.i.i.i, 0
  %add.i.i.i = select i1 %cmp4.i.i.i, i64 %conv.i.i.i, i64 0
  %cond.i.i.i = add nsw i64 %add.i.i.i, %t.0.lcssa.i.i.i
  %conv.i61.i.i = and i64 %cond.i.i.i, 4294967295
  %conv1.i62.i.i = zext i32 %q.sroa.7.0.copyload.i to i64
  %mul.i63.i.i = mul nuw i64 %conv.i61.i.i, %conv1.i62.i.i
  %conv.i.i.i.i = trunc i64 %mul.i63.i.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.5.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv.i.i.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i63.i.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv.i.i.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv.i.i.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv8.i.i.i.i = trunc i64 %cond.i.i.i.i to i32
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !14
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %1, %c
  %cmp2380.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2380.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !14
  %conv.i64.i.i = zext i32 %11 to i64
  %conv2.i.i70.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.081.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.081.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !14
  %conv1.i65.i.i = zext i32 %12 to i64
  %mul.i66.i.i = mul nuw i64 %conv1.i65.i.i, %conv.i64.i.i
  %conv.i.i67.i.i = trunc i64 %mul.i66.i.i to i32
  %mul.i.i68.i.i = mul i32 %q.sroa.5.0.copyload.i, %conv.i.i67.i.i
  %conv1.i.i69.i.i = zext i32 %mul.i.i68.i.i to i64
  %mul3.i.i71.i.i = mul nuw i64 %conv1.i.i69.i.i, %conv2.i.i70.i.i
  %add.i.i72.i.i = add i64 %mul3.i.i71.i.i, %mul.i66.i.i
  %shr.i.i73.i.i = lshr i64 %add.i.i72.i.i, 32
  %cmp.not.i.i74.i.i = icmp ult i64 %shr.i.i73.i.i, %conv2.i.i70.i.i
  %sub.i.i75.i.i = select i1 %cmp.not.i.i74.i.i, i64 0, i64 %conv2.i.i70.i.i
  %cond.i.i76.i.i = sub nsw i64 %shr.i.i73.i.i, %sub.i.i75.i.i
  %conv8.i.i77.i.i = trunc i64 %cond.i.i76.i.i to i32
  store i32 %conv8.i.i77.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !14
  %add32.i.i = add i32 %j20.081.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !28

_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i: ; preds = %for.body25.i.i, %if.end19.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %conv13.i = zext i32 %n to i64
  %mul14.i = mul nuw i64 %conv13.i, %idxprom.i
  %add.ptr15.i = getelementptr inbounds i32, ptr %colbuf, i64 %mul14.i
  %cmp1697.i = icmp ult i32 %1, %n
  br i1 %cmp1697.i, label %for.body.lr.ph.i, label %for.cond.cleanup.i

for.body.lr.ph.i:                                 ; preds = %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i
  %conv22.i = zext i32 %c to i64
  br label %for.body.i

for.cond.cleanup.i:                               ; preds = %cond.end25.i, %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i
  br i1 %cmp13.i.i, label %if.then31.i, label %_ZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit

for.body.i:                                       ; preds = %cond.end25.i, %for.body.lr.ph.i
  %i.098.i = phi i32 [ %1, %for.body.lr.ph.i ], [ %add29.i, %cond.end25.i ]
  %cmp17.i = icmp eq i32 %i.098.i, %3
  %.pre.i = zext i32 %i.098.i to i64
  br i1 %cmp17.i, label %cond.end25.i, label %cond.false19.i

cond.false19.i:                                   ; preds = %for.body.i
  %mul21.i = mul i64 %.pre.i, %ld
  %add.i = add i64 %mul21.i, %conv22.i
  %arrayidx23.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add.i
  %13 = load i32, ptr %arrayidx23.i, align 4, !tbaa !14
  br label %cond.end25.i

cond.end25.i:                                     ; preds = %cond.false19.i, %for.body.i
  %cond26.i = phi i32 [ %13, %cond.false19.i ], [ 0, %for.body.i ]
  %arrayidx28.i = getelementptr inbounds i32, ptr %add.ptr15.i, i64 %.pre.i
  store i32 %cond26.i, ptr %arrayidx28.i, align 4, !tbaa !14
  %add29.i = add i32 %i.098.i, %2
  %cmp16.i = icmp ult i32 %add29.i, %n
  br i1 %cmp16.i, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !38

if.then31.i:                                      ; preds = %for.cond.cleanup.i
  %conv33.i = zext i32 %m to i64
  %mul34.i = mul nuw i64 %conv33.i, %idxprom.i
  %add36.i = add i64 %mul34.i, %conv.i89.i
  %arrayidx37.i = getelementptr inbounds i32, ptr %pivcols, i64 %add36.i
  store i32 %c, ptr %arrayidx37.i, align 4, !tbaa !14
  %pivot_row40.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  store i32 %3, ptr %pivot_row40.i, align 4, !tbaa !37
  %add41.i = add i32 %3, 1
  store i32 %add41.i, ptr %arrayidx4.i, align 4, !tbaa !35
  br label %_ZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit

_ZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit: ; preds = %if.then.i, %if.then8.i, %for.cond.cleanup.i, %if.then31.i
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_pivot_step_montgomery(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef %state, ptr nocapture noundef writeonly %colbuf, ptr nocapture noundef writeonly %pivcols, i32 noundef %c) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom.i = zext i32 %0 to i64
  %arrayidx.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !13
  %q.sroa.6.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.6.0.copyload.i = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !20
  %q.sroa.9.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.9.0.copyload.i = load i32, ptr %q.sroa.9.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !22
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %arrayidx4.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i
  %3 = load i32, ptr %arrayidx4.i, align 4, !tbaa !35
  %cmp.i = icmp ult i32 %3, %n
  br i1 %cmp.i, label %cond.true.i, label %cond.end.i

cond.true.i:                                      ; preds = %entry
  %add.i.i = add i32 %3, %1
  %cmp54.i.i = icmp ult i32 %add.i.i, %n
  br i1 %cmp54.i.i, label %for.body.lr.ph.i.i, label %cleanup.i.i

for.body.lr.ph.i.i:                               ; preds = %cond.true.i
  %conv2.i.i = zext i32 %c to i64
  br label %for.body.i.i

for.body.i.i:                                     ; preds = %for.inc.i.i, %for.body.lr.ph.i.i
  %i.055.i.i = phi i32 [ %add.i.i, %for.body.lr.ph.i.i ], [ %add5.i.i, %for.inc.i.i ]
  %conv.i.i = zext i32 %i.055.i.i to i64
  %mul.i.i = mul i64 %conv.i.i, %ld
  %add3.i.i = add i64 %mul.i.i, %conv2.i.i
  %arrayidx.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add3.i.i
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !14
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !23

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %cond.true.i
  %best.0.i.i = phi i32 [ %n, %cond.true.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  %idxprom.i.i = zext i32 %1 to i64
  %arrayidx6.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), i64 %idxprom.i.i
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !14
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not58.i.i = icmp ult i32 %2, 2
  br i1 %cmp8.not58.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i

for.body10.i.i:                                   ; preds = %cleanup.i.i, %if.end24.i.i
  %s.059.in.i.i = phi i32 [ %s.059.i.i, %if.end24.i.i ], [ %2, %cleanup.i.i ]
  %s.059.i.i = lshr i32 %s.059.in.i.i, 1
  %cmp11.i.i = icmp ult i32 %1, %s.059.i.i
  br i1 %cmp11.i.i, label %land.lhs.true.i.i, label %if.end24.i.i

land.lhs.true.i.i:                                ; preds = %for.body10.i.i
  %add12.i.i = add i32 %s.059.i.i, %1
  %idxprom13.i.i = zext i32 %add12.i.i to i64
  %arrayidx14.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), i64 %idxprom13.i.i
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !14
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !14
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !14
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !25

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), align 4, !tbaa !14
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cond.end.i

cond.end.i:                                       ; preds = %_ZL14find_pivot_rowPKjjyjjPj.exit.i, %entry
  %cond.i = phi i32 [ %7, %_ZL14find_pivot_rowPKjjyjjPj.exit.i ], [ %n, %entry ]
  %cmp6.i = icmp eq i32 %cond.i, %n
  br i1 %cmp6.i, label %if.then.i, label %if.end11.i

if.then.i:                                        ; preds = %cond.end.i
  %cmp7.i = icmp eq i32 %1, 0
  br i1 %cmp7.i, label %if.then8.i, label %_ZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit

if.then8.i:                                       ; preds = %if.then.i
  %pivot_row.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  store i32 -1, ptr %pivot_row.i, align 4, !tbaa !37
  br label %_ZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit

if.end11.i:                                       ; preds = %cond.end.i
  %conv.i89.i = zext i32 %3 to i64
  %mul.i90.i = mul i64 %conv.i89.i, %ld
  %add.ptr.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul.i90.i
  %cmp.not.i.i = icmp eq i32 %cond.i, %3
  br i1 %cmp.not.i.i, label %if.end.i.i, label %if.then.i.i

if.then.i.i:                                      ; preds = %if.end11.i
  %conv2.i91.i = zext i32 %cond.i to i64
  %mul3.i.i = mul i64 %conv2.i91.i, %ld
  %add.ptr4.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul3.i.i
  %add.i92.i = add i32 %1, %c
  %cmp578.i.i = icmp ult i32 %add.i92.i, %m
  br i1 %cmp578.i.i, label %for.body.i96.i, label %if.end.i.i

for.body.i96.i:                                   ; preds = %if.then.i.i, %for.body.i96.i
  %j.079.i.i = phi i32 [ %add12.i95.i, %for.body.i96.i ], [ %add.i92.i, %if.then.i.i ]
  %idxprom.i93.i = zext i32 %j.079.i.i to i64
  %arrayidx.i94.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom.i93.i
  %8 = load i32, ptr %arrayidx.i94.i, align 4, !tbaa !14
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i93.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !14
  store i32 %9, ptr %arrayidx.i94.i, align 4, !tbaa !14
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !14
  %add12.i95.i = add i32 %j.079.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i95.i, %m
  br i1 %cmp5.i.i, label %for.body.i96.i, label %if.end.i.i, !llvm.loop !26

if.end.i.i:                                       ; preds = %for.body.i96.i, %if.then.i.i, %if.end11.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp13.i.i = icmp eq i32 %1, 0
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !14
  %conv.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %cmp.not18.i.i.i = icmp eq i32 %10, 0
  br i1 %cmp.not18.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.preheader.i.i.i

while.body.preheader.i.i.i:                       ; preds = %if.then14.i.i
  %conv1.i.i.i = zext i32 %10 to i64
  br label %while.body.i.i.i

while.body.i.i.i:                                 ; preds = %while.body.i.i.i, %while.body.preheader.i.i.i
  %t.022.i.i.i = phi i64 [ %nt.021.i.i.i, %while.body.i.i.i ], [ 0, %while.body.preheader.i.i.i ]
  %nt.021.i.i.i = phi i64 [ %sub.i.i.i, %while.body.i.i.i ], [ 1, %while.body.preheader.i.i.i ]
  %nr.020.i.i.i = phi i64 [ %sub3.i.i.i, %while.body.i.i.i ], [ %conv1.i.i.i, %while.body.preheader.i.i.i ]
  %r.019.i.i.i = phi i64 [ %nr.020.i.i.i, %while.body.i.i.i ], [ %conv.i.i.i, %while.body.preheader.i.i.i ]
  %div.i.i.i = sdiv i64 %r.019.i.i.i, %nr.020.i.i.i
  %mul.i.i.i = mul nsw i64 %div.i.i.i, %nt.021.i.i.i
  %sub.i.i.i = sub nsw i64 %t.022.i.i.i, %mul.i.i.i
  %mul2.i.i.i = mul nsw i64 %div.i.i.i, %nr.020.i.i.i
  %sub3.i.i.i = sub nsw i64 %r.019.i.i.i, %mul2.i.i.i
  %cmp.not.i.i.i = icmp eq i64 %sub3.i.i.i, 0
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !27

_ZL11inverse_modjj.exit.i.i:                      ; preds = %while.body.i.i.i, %if.then14.i.i
  %t.0.lcssa.i.i.i = phi i64 [ 0, %if.then14.i.i ], [ %nt.021.i.i.i, %while.body.i.i.i ]
  %cmp4.i.i.i = icmp slt i64 %t.0.lcssa.i.i.i, 0
  %add.i.i.i = select i1 %cmp4.i.i.i, i64 %conv.i.i.i, i64 0
  %cond.i.i.i = add nsw i64 %add.i.i.i, %t.0.lcssa.i.i.i
  %conv.i61.i.i = and i64 %cond.i.i.i, 4294967295
  %conv1.i62.i.i = zext i32 %q.sroa.9.0.copyload.i to i64
  %mul.i63.i.i = mul nuw i64 %conv.i61.i.i, %conv1.i62.i.i
  %conv.i.i.i.i = trunc i64 %mul.i63.i.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.6.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv.i.i.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i63.i.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv.i.i.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv.i.i.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv8.i.i.i.i = trunc i64 %cond.i.i.i.i to i32
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !14
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %1, %c
  %cmp2380.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2380.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !14
  %conv.i64.i.i = zext i32 %11 to i64
  %conv2.i.i70.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.081.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.081.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !14
  %conv1.i65.i.i = zext i32 %12 to i64
  %mul.i66.i.i = mul nuw i64 %conv1.i65.i.i, %conv.i64.i.i
  %conv.i.i67.i.i = trunc i64 %mul.i66.i.i to i32
  %mul.i.i68.i.i = mul i32 %q.sroa.6.0.copyload.i, %conv.i.i67.i.i
  %conv1.i.i69.i.i = zext i32 %mul.i.i68.i.i to i64
  %mul3.i.i71.i.i = mul nuw i64 %conv1.i.i69.i.i, %conv2.i.i70.i.i
  %add.i.i72.i.i = add i64 %mul3.i.i71.i.i, %mul.i66.i.i
  %shr.i.i73.i.i = lshr i64 %add.i.i72.i.i, 32
  %cmp.not.i.i74.i.i = icmp ult i64 %shr.i.i73.i.i, %conv2.i.i70.i.i
  %sub.i.i75.i.i = select i1 %cmp.not.i.i74.i.i, i64 0, i64 %conv2.i.i70.i.i
  %cond.i.i76.i.i = sub nsw i64 %shr.i.i73.i.i, %sub.i.i75.i.i
  %conv8.i.i77.i.i = trunc i64 %cond.i.i76.i.i to i32
  store i32 %conv8.i.i77.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !14
  %add32.i.i = add i32 %j20.081.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !28

_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i: ; preds = %for.body25.i.i, %if.end19.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %conv13.i = zext i32 %n to i64
  %mul14.i = mul nuw i64 %conv13.i, %idxprom.i
  %add.ptr15.i = getelementptr inbounds i32, ptr %colbuf, i64 %mul14.i
  %cmp16113.i = icmp ult i32 %1, %n
  br i1 %cmp16113.i, label %for.body.lr.ph.i, label %for.cond.cleanup.i

for.body.lr.ph.i:                                 ; preds = %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i
  %conv22.i = zext i32 %c to i64
  %conv1.i.i99.i = zext i32 %q.sroa.9.0.copyload.i to i64
  %conv2.i.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  br label %for.body.i

for.cond.cleanup.i:                               ; preds = %cond.end25.i, %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i
  br i1 %cmp13.i.i, label %if.then31.i, label %_ZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit

for.body.i:                                       ; preds = %cond.end25.i, %for.body.lr.ph.i
  %i.0114.i = phi i32 [ %1, %for.body.lr.ph.i ], [ %add29.i, %cond.end25.i ]
  %cmp17.i = icmp eq i32 %i.0114.i, %3
  %.pre.i = zext i32 %i.0114.i to i64
  br i1 %cmp17.i, label %cond.end25.i, label %cond.false19.i

cond.false19.i:                                   ; preds = %for.body.i
  %mul21.i = mul i64 %.pre.i, %ld
  %add.i = add i64 %mul21.i, %conv22.i
  %arrayidx23.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add.i
  %13 = load i32, ptr %arrayidx23.i, align 4, !tbaa !14
  %conv.i.i97.i = zext i32 %13 to i64
  %mul.i.i100.i = mul nuw i64 %conv.i.i97.i, %conv1.i.i99.i
  %conv.i.i.i102.i = trunc i64 %mul.i.i100.i to i32
  %mul.i.i.i103.i = mul i32 %q.sroa.6.0.copyload.i, %conv.i.i.i102.i
  %conv1.i.i.i104.i = zext i32 %mul.i.i.i103.i to i64
  %mul3.i.i.i105.i = mul nuw i64 %conv1.i.i.i104.i, %conv2.i.i.i.i
  %add.i.i.i106.i = add i64 %mul3.i.i.i105.i, %mul.i.i100.i
  %shr.i.i.i107.i = lshr i64 %add.i.i.i106.i, 32
  %cmp.not.i.i.i108.i = icmp ult i64 %shr.i.i.i107.i, %conv2.i.i.i.i
  %sub.i.i.i109.i = select i1 %cmp.not.i.i.i108.i, i64 0, i64 %conv2.i.i.i.i
  %cond.i.i.i110.i = sub nsw i64 %shr.i.i.i107.i, %sub.i.i.i109.i
  %conv8.i.i.i111.i = trunc i64 %cond.i.i.i110.i to i32
  br label %cond.end25.i

cond.end25.i:                                     ; preds = %cond.false19.i, %for.body.i
  %cond26.i = phi i32 [ %conv8.i.i.i111.i, %cond.false19.i ], [ 0, %for.body.i ]
  %arrayidx28.i = getelementptr inbounds i32, ptr %add.ptr15.i, i64 %.pre.i
  store i32 %cond26.i, ptr %arrayidx28.i, align 4, !tbaa !14
  %add29.i = add i32 %i.0114.i, %2
  %cmp16.i = icmp ult i32 %add29.i, %n
  br i1 %cmp16.i, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !39

if.then31.i:                                      ; preds = %for.cond.cleanup.i
  %conv33.i = zext i32 %m to i64
  %mul34.i = mul nuw i64 %conv33.i, %idxprom.i
  %add36.i = add i64 %mul34.i, %conv.i89.i
  %arrayidx37.i = getelementptr inbounds i32, ptr %pivcols, i64 %add36.i
  store i32 %c, ptr %arrayidx37.i, align 4, !tbaa !14
  %pivot_row40.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  store i32 %3, ptr %pivot_row40.i, align 4, !tbaa !37
  %add41.i = add i32 %3, 1
  store i32 %add41.i, ptr %arrayidx4.i, align 4, !tbaa !35
  br label %_ZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit

_ZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit: ; preds = %if.then.i, %if.then8.i, %for.cond.cleanup.i, %if.then31.i
  ret void
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind
define dso_local void @gb_eliminate_step_barrett(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %state, ptr nocapture noundef readonly %colbuf, i32 noundef %c, i32 noundef %rows_per_block) local_unnamed_addr #1 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idxprom.i = zext i32 %0 to i64
  %pivot_row.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  %1 = load i32, ptr %pivot_row.i, align 4, !tbaa !37
  %cmp.i = icmp eq i32 %1, -1
  br i1 %cmp.i, label %_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %if.end.i

if.end.i:                                         ; preds = %entry
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul.i = mul i32 %2, %3
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add.i = add i32 %mul.i, %4
  %add4.i = add i32 %add.i, %c
  %cmp5.not.i = icmp ult i32 %add4.i, %m
  br i1 %cmp5.not.i, label %if.end7.i, label %_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit

if.end7.i:                                        ; preds = %if.end.i
  %arrayidx9.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx9.i, align 8, !tbaa.struct !13
  %q.sroa.464.0.arrayidx9.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx9.i, i64 16
  %q.sroa.464.0.copyload.i = load i64, ptr %q.sroa.464.0.arrayidx9.sroa_idx.i, align 8, !tbaa.struct !21
  %conv12.i = zext i32 %n to i64
  %mul13.i = mul nuw i64 %conv12.i, %idxprom.i
  %add.ptr14.i = getelementptr inbounds i32, ptr %colbuf, i64 %mul13.i
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul21.i = mul i32 %5, %rows_per_block
  %add22.i = add i32 %mul21.i, %rows_per_block
  %6 = tail call i32 @llvm.umin.i32(i32 %add22.i, i32 %n)
  %cmp2565.i = icmp ugt i32 %6, %mul21.i
  br i1 %cmp2565.i, label %for.body.lr.ph.i, label %_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit

for.body.lr.ph.i:                                 ; preds = %if.end7.i
  %mul10.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul10.i
  %conv15.i = zext i32 %1 to i64
  %mul16.i = mul i64 %conv15.i, %ld
  %conv17.i = zext i32 %add4.i to i64
  %add18.i = add i64 %mul16.i, %conv17.i
  %arrayidx19.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add18.i
  %7 = load i32, ptr %arrayidx19.i, align 4, !tbaa !14
  %add.ptr3363.i = getelementptr i32, ptr %add.ptr.i, i64 %conv17.i
  %conv1.i.i.i = zext i32 %7 to i64
  %conv2.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %8 = sub i32 %6, %mul21.i
  %.neg = add i32 %mul21.i, 1
  %xtraiter = and i32 %8, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.i.prol.loopexit, label %for.body.i.prol

for.body.i.prol:                                  ; preds = %for.body.lr.ph.i
  %idxprom26.i.prol = zext i32 %mul21.i to i64
  %arrayidx27.i.prol = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.prol
  %9 = load i32, ptr %arrayidx27.i.prol, align 4, !tbaa !14
  %cmp28.i.prol = icmp eq i32 %9, 0
  br i1 %cmp28.i.prol, label %cleanup.i.prol, label %if.end30.i.prol

if.end30.i.prol:                                  ; preds = %for.body.i.prol
  %mul32.i.prol = mul i64 %idxprom26.i.prol, %ld
  %add.ptr34.i.prol = getelementptr i32, ptr %add.ptr3363.i, i64 %mul32.i.prol
  %10 = load i32, ptr %add.ptr34.i.prol, align 4, !tbaa !14
  %conv.i.i.i.prol = zext i32 %9 to i64
  %mul.i.i.i.prol = mul nuw i64 %conv.i.i.i.prol, %conv1.i.i.i
  %11 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %mul.i.i.i.prol, i64 %q.sroa.464.0.copyload.i)
  %mul3.i.i.i.prol = mul i64 %11, %conv2.i.i.i
  %sub.i.i.i.prol = sub i64 %mul.i.i.i.prol, %mul3.i.i.i.prol
  %cmp.not.i.i.i.prol = icmp ult i64 %sub.i.i.i.prol, %conv2.i.i.i
  %sub8.i.i.i.prol = select i1 %cmp.not.i.i.i.prol, i64 0, i64 %conv2.i.i.i
  %cond.i.i.i.prol = sub i64 %sub.i.i.i.prol, %sub8.i.i.i.prol
  %conv9.i.i.i.prol = trunc i64 %cond.i.i.i.prol to i32
  %cmp.not.i4.i.i.prol = icmp ult i32 %10, %conv9.i.i.i.prol
  %add.i.i.i.prol = select i1 %cmp.not.i4.i.i.prol, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i.prol = sub i32 %10, %conv9.i.i.i.prol
  %cond.i5.i.i.prol = add i32 %a.pn.i.i.i.prol, %add.i.i.i.prol
  store i32 %cond.i5.i.i.prol, ptr %add.ptr34.i.prol, align 4, !tbaa !14
  br label %cleanup.i.prol

cleanup.i.prol:                                   ; preds = %if.end30.i.prol, %for.body.i.prol
  %inc.i.prol = add nuw i32 %mul21.i, 1
  br label %for.body.i.prol.loopexit

for.body.i.prol.loopexit:                         ; preds = %cleanup.i.prol, %for.body.lr.ph.i
  %i.066.i.unr = phi i32 [ %mul21.i, %for.body.lr.ph.i ], [ %inc.i.prol, %cleanup.i.prol ]
  %12 = icmp eq i32 %6, %.neg
  br i1 %12, label %_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i

for.body.i:                                       ; preds = %for.body.i.prol.loopexit, %cleanup.i.1
  %i.066.i = phi i32 [ %inc.i.1, %cleanup.i.1 ], [ %i.066.i.unr, %for.body.i.prol.loopexit ]
  %idxprom26.i = zext i32 %i.066.i to i64
  %arrayidx27.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i
  %13 = load i32, ptr %arrayidx27.i, align 4, !tbaa !14
  %cmp28.i = icmp eq i32 %13, 0
  br i1 %cmp28.i, label %cleanup.i, label %if.end30.i

if.end30.i:                                       ; preds = %for.body.i
  %mul32.i = mul i64 %idxprom26.i, %ld
  %add.ptr34.i = getelementptr i32, ptr %add.ptr3363.i, i64 %mul32.i
  %14 = load i32, ptr %add.ptr34.i, align 4, !tbaa !14
  %conv.i.i.i = zext i32 %13 to i64
  %mul.i.i.i = mul nuw i64 %conv.i.i.i, %conv1.i.i.i
  %15 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %mul.i.i.i, i64 %q.sroa.464.0.copyload.i)
  %mul3.i.i.i = mul i64 %15, %conv2.i.i.i
  %sub.i.i.i = sub i64 %mul.i.i.i, %mul3.i.i.i
  %cmp.not.i.i.i = icmp ult i64 %sub.i.i.i, %conv2.i.i.i
  %sub8.i.i.i = select i1 %cmp.not.i.i.i, i64 0, i64 %conv2.i.i.i
  %cond.i.i.i = sub i64 %sub.i.i.i, %sub8.i.i.i
  %conv9.i.i.i = trunc i64 %cond.i.i.i to i32
  %cmp.not.i4.i.i = icmp ult i32 %14, %conv9.i.i.i
  %add.i.i.i = select i1 %cmp.not.i4.i.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i = sub i32 %14, %conv9.i.i.i
  %cond.i5.i.i = add i32 %a.pn.i.i.i, %add.i.i.i
  store i32 %cond.i5.i.i, ptr %add.ptr34.i, align 4, !tbaa !14
  br label %cleanup.i

cleanup.i:                                        ; preds = %if.end30.i, %for.body.i
  %inc.i = add nuw i32 %i.066.i, 1
  %idxprom26.i.1 = zext i32 %inc.i to i64
  %arrayidx27.i.1 = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.1
  %16 = load i32, ptr %arrayidx27.i.1, align 4, !tbaa !14
  %cmp28.i.1 = icmp eq i32 %16, 0
  br i1 %cmp28.i.1, label %cleanup.i.1, label %if.end30.i.1

if.end30.i.1:                                     ; preds = %cleanup.i
  %mul32.i.1 = mul i64 %idxprom26.i.1, %ld
  %add.ptr34.i.1 = getelementptr i32, ptr %add.ptr3363.i, i64 %mul32.i.1
  %17 = load i32, ptr %add.ptr34.i.1, align 4, !tbaa !14
  %conv.i.i.i.1 = zext i32 %16 to i64
  %mul.i.i.i.1 = mul nuw i64 %conv.i.i.i.1, %conv1.i.i.i
  %18 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %mul.i.i.i.1, i64 %q.sroa.464.0.copyload.i)
  %mul3.i.i.i.1 = mul i64 %18, %conv2.i.i.i
  %sub.i.i.i.1 = sub i64 %mul.i.i.i.1, %mul3.i.i.i.1
  %cmp.not.i.i.i.1 = icmp ult i64 %sub.i.i.i.1, %conv2.i.i.i
  %sub8.i.i.i.1 = select i1 %cmp.not.i.i.i.1, i64 0, i64 %conv2.i.i.i
  %cond.i.i.i.1 = sub i64 %sub.i.i.i.1, %sub8.i.i.i.1
  %conv9.i.i.i.1 = trunc i64 %cond.i.i.i.1 to i32
  %cmp.not.i4.i.i.1 = icmp ult i32 %17, %conv9.i.i.i.1
  %add.i.i.i.1 = select i1 %cmp.not.i4.i.i.1, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i.1 = sub i32 %17, %conv9.i.i.i.1
  %cond.i5.i.i.1 = add i32 %a.pn.i.i.i.1, %add.i.i.i.1
  store i32 %cond.i5.i.i.1, ptr %add.ptr34.i.1, align 4, !tbaa !14
  br label %cleanup.i.1

cleanup.i.1:                                      ; preds = %if.end30.i.1, %cleanup.i
  %inc.i.1 = add nuw i32 %i.066.i, 2
  %exitcond.not.i.1 = icmp eq i32 %inc.i.1, %6
  br i1 %exitcond.not.i.1, label %_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i, !llvm.loop !40

_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit: ; preds = %for.body.i.prol.loopexit, %cleanup.i.1, %entry, %if.end.i, %if.end7.i
  ret void
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind
define dso_local void @gb_eliminate_step_montgomery(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %state, ptr nocapture noundef readonly %colbuf, i32 noundef %c, i32 noundef %rows_per_block) local_unnamed_addr #1 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idxprom.i = zext i32 %0 to i64
  %pivot_row.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  %1 = load i32, ptr %pivot_row.i, align 4, !tbaa !37
  %cmp.i = icmp eq i32 %1, -1
  br i1 %cmp.i, label %_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %if.end.i

if.end.i:                                         ; preds = %entry
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul.i = mul i32 %2, %3
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add.i = add i32 %mul.i, %4
  %add4.i = add i32 %add.i, %c
  %cmp5.not.i = icmp ult i32 %add4.i, %m
  br i1 %cmp5.not.i, label %if.end7.i, label %_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit

if.end7.i:                                        ; preds = %if.end.i
  %arrayidx9.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx9.i, align 8, !tbaa.struct !13
  %q.sroa.4.0.arrayidx9.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx9.i, i64 4
  %q.sroa.4.0.copyload.i = load i32, ptr %q.sroa.4.0.arrayidx9.sroa_idx.i, align 4, !tbaa.struct !20
  %conv12.i = zext i32 %n to i64
  %mul13.i = mul nuw i64 %conv12.i, %idxprom.i
  %add.ptr14.i = getelementptr inbounds i32, ptr %colbuf, i64 %mul13.i
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul21.i = mul i32 %5, %rows_per_block
  %add22.i = add i32 %mul21.i, %rows_per_block
  %6 = tail call i32 @llvm.umin.i32(i32 %add22.i, i32 %n)
  %cmp2564.i = icmp ugt i32 %6, %mul21.i
  br i1 %cmp2564.i, label %for.body.lr.ph.i, label %_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit

for.body.lr.ph.i:                                 ; preds = %if.end7.i
  %mul10.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul10.i
  %conv15.i = zext i32 %1 to i64
  %mul16.i = mul i64 %conv15.i, %ld
  %conv17.i = zext i32 %add4.i to i64
  %add18.i = add i64 %mul16.i, %conv17.i
  %arrayidx19.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add18.i
  %7 = load i32, ptr %arrayidx19.i, align 4, !tbaa !14
  %add.ptr3363.i = getelementptr i32, ptr %add.ptr.i, i64 %conv17.i
  %conv1.i.i.i = zext i32 %7 to i64
  %conv2.i.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %8 = sub i32 %6, %mul21.i
  %.neg = add i32 %mul21.i, 1
  %xtraiter = and i32 %8, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.i.prol.loopexit, label %for.body.i.prol

for.body.i.prol:                                  ; preds = %for.body.lr.ph.i
  %idxprom26.i.prol = zext i32 %mul21.i to i64
  %arrayidx27.i.prol = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.prol
  %9 = load i32, ptr %arrayidx27.i.prol, align 4, !tbaa !14
  %cmp28.i.prol = icmp eq i32 %9, 0
  br i1 %cmp28.i.prol, label %cleanup.i.prol, label %if.end30.i.prol

if.end30.i.prol:                                  ; preds = %for.body.i.prol
  %mul32.i.prol = mul i64 %idxprom26.i.prol, %ld
  %add.ptr34.i.prol = getelementptr i32, ptr %add.ptr3363.i, i64 %mul32.i.prol
  %10 = load i32, ptr %add.ptr34.i.prol, align 4, !tbaa !14
  %conv.i.i.i.prol = zext i32 %9 to i64
  %mul.i.i.i.prol = mul nuw i64 %conv.i.i.i.prol, %conv1.i.i.i
  %conv.i.i.i.i.prol = trunc i64 %mul.i.i.i.prol to i32
  %mul.i.i.i.i.prol = mul i32 %q.sroa.4.0.copyload.i, %conv.i.i.i.i.prol
  %conv1.i.i.i.i.prol = zext i32 %mul.i.i.i.i.prol to i64
  %mul3.i.i.i.i.prol = mul nuw i64 %conv1.i.i.i.i.prol, %conv2.i.i.i.i
  %add.i.i.i.i.prol = add i64 %mul3.i.i.i.i.prol, %mul.i.i.i.prol
  %shr.i.i.i.i.prol = lshr i64 %add.i.i.i.i.prol, 32
  %cmp.not.i.i.i.i.prol = icmp ult i64 %shr.i.i.i.i.prol, %conv2.i.i.i.i
  %sub.i.i.i.i.prol = select i1 %cmp.not.i.i.i.i.prol, i64 0, i64 %conv2.i.i.i.i
  %cond.i.i.i.i.prol = sub nsw i64 %shr.i.i.i.i.prol, %sub.i.i.i.i.prol
  %conv8.i.i.i.i.prol = trunc i64 %cond.i.i.i.i.prol to i32
  %cmp.not.i.i.i.prol = icmp ult i32 %10, %conv8.i.i.i.i.prol
  %add.i.i.i.prol = select i1 %cmp.not.i.i.i.prol, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i.prol = sub i32 %10, %conv8.i.i.i.i.prol
  %cond.i.i.i.prol = add i32 %a.pn.i.i.i.prol, %add.i.i.i.prol
  store i32 %cond.i.i.i.prol, ptr %add.ptr34.i.prol, align 4, !tbaa !14
  br label %cleanup.i.prol

cleanup.i.prol:                                   ; preds = %if.end30.i.prol, %for.body.i.prol
  %inc.i.prol = add nuw i32 %mul21.i, 1
  br label %for.body.i.prol.loopexit

for.body.i.prol.loopexit:                         ; preds = %cleanup.i.prol, %for.body.lr.ph.i
  %i.065.i.unr = phi i32 [ %mul21.i, %for.body.lr.ph.i ], [ %inc.i.prol, %cleanup.i.prol ]
  %11 = icmp eq i32 %6, %.neg
  br i1 %11, label %_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i

for.body.i:                                       ; preds = %for.body.i.prol.loopexit, %cleanup.i.1
  %i.065.i = phi i32 [ %inc.i.1, %cleanup.i.1 ], [ %i.065.i.unr, %for.body.i.prol.loopexit ]
  %idxprom26.i = zext i32 %i.065.i to i64
  %arrayidx27.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i
  %12 = load i32, ptr %arrayidx27.i, align 4, !tbaa !14
  %cmp28.i = icmp eq i32 %12, 0
  br i1 %cmp28.i, label %cleanup.i, label %if.end30.i

if.end30.i:                                       ; preds = %for.body.i
  %mul32.i = mul i64 %idxprom26.i, %ld
  %add.ptr34.i = getelementptr i32, ptr %add.ptr3363.i, i64 %mul32.i
  %13 = load i32, ptr %add.ptr34.i, align 4, !tbaa !14
  %conv.i.i.i = zext i32 %12 to i64
  %mul.i.i.i = mul nuw i64 %conv.i.i.i, %conv1.i.i.i
  %conv.i.i.i.i = trunc i64 %mul.i.i.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.4.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv2.i.i.i.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i.i.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv2.i.i.i.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv2.i.i.i.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv8.i.i.i.i = trunc i64 %cond.i.i.i.i to i32
  %cmp.not.i.i.i = icmp ult i32 %13, %conv8.i.i.i.i
  %add.i.i.i = select i1 %cmp.not.i.i.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i = sub i32 %13, %conv8.i.i.i.i
  %cond.i.i.i = add i32 %a.pn.i.i.i, %add.i.i.i
  store i32 %cond.i.i.i, ptr %add.ptr34.i, align 4, !tbaa !14
  br label %cleanup.i

cleanup.i:                                        ; preds = %if.end30.i, %for.body.i
  %inc.i = add nuw i32 %i.065.i, 1
  %idxprom26.i.1 = zext i32 %inc.i to i64
  %arrayidx27.i.1 = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.1
  %14 = load i32, ptr %arrayidx27.i.1, align 4, !tbaa !14
  %cmp28.i.1 = icmp eq i32 %14, 0
  br i1 %cmp28.i.1, label %cleanup.i.1, label %if.end30.i.1

if.end30.i.1:                                     ; preds = %cleanup.i
  %mul32.i.1 = mul i64 %idxprom26.i.1, %ld
  %add.ptr34.i.1 = getelementptr i32, ptr %add.ptr3363.i, i64 %mul32.i.1
  %15 = load i32, ptr %add.ptr34.i.1, align 4, !tbaa !14
  %conv.i.i.i.1 = zext i32 %14 to i64
  %mul.i.i.i.1 = mul nuw i64 %conv.i.i.i.1, %conv1.i.i.i
  %conv.i.i.i.i.1 = trunc i64 %mul.i.i.i.1 to i32
  %mul.i.i.i.i.1 = mul i32 %q.sroa.4.0.copyload.i, %conv.i.i.i.i.1
  %conv1.i.i.i.i.1 = zext i32 %mul.i.i.i.i.1 to i64
  %mul3.i.i.i.i.1 = mul nuw i64 %conv1.i.i.i.i.1, %conv2.i.i.i.i
  %add.i.i.i.i.1 = add i64 %mul3.i.i.i.i.1, %mul.i.i.i.1
  %shr.i.i.i.i.1 = lshr i64 %add.i.i.i.i.1, 32
  %cmp.not.i.i.i.i.1 = icmp ult i64 %shr.i.i.i.i.1, %conv2.i.i.i.i
  %sub.i.i.i.i.1 = select i1 %cmp.not.i.i.i.i.1, i64 0, i64 %conv2.i.i.i.i
  %cond.i.i.i.i.1 = sub nsw i64 %shr.i.i.i.i.1, %sub.i.i.i.i.1
  %conv8.i.i.i.i.1 = trunc i64 %cond.i.i.i.i.1 to i32
  %cmp.not.i.i.i.1 = icmp ult i32 %15, %conv8.i.i.i.i.1
  %add.i.i.i.1 = select i1 %cmp.not.i.i.i.1, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i.1 = sub i32 %15, %conv8.i.i.i.i.1
  %cond.i.i.i.1 = add i32 %a.pn.i.i.i.1, %add.i.i.i.1
  store i32 %cond.i.i.i.1, ptr %add.ptr34.i.1, align 4, !tbaa !14
  br label %cleanup.i.1

cleanup.i.1:                                      ; preds = %if.end30.i.1, %cleanup.i
  %inc.i.1 = add nuw i32 %i.065.i, 2
  %exitcond.not.i.1 = icmp eq i32 %inc.i.1, %6
  br i1 %exitcond.not.i.1, label %_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i, !llvm.loop !41

_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit: ; preds = %for.body.i.prol.loopexit, %cleanup.i.1, %entry, %if.end.i, %if.end7.i
  ret void
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind
define dso_local void @gb_sparse_replay(i32 noundef %nrows, i32 noundef %ncols, i32 noundef %nprimes, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %piv_ptr, ptr nocapture noundef readonly %piv_cols, ptr nocapture noundef readonly %piv_vals, ptr nocapture noundef readonly %pivot_of, ptr nocapture noundef readonly %row_ptr, ptr nocapture noundef readonly %row_cols, ptr nocapture noundef readonly %row_vals, ptr nocapture noundef readonly %nonpivot_index, i32 noundef %n_nonpivot, ptr nocapture noundef %work, ptr nocapture noundef writeonly %out) local_unnamed_addr #1 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp ult i32 %add, %nprimes
  br i1 %cmp.not, label %if.end, label %cleanup135

if.end:                                           ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !13
  %q.sroa.6.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.6.0.copyload = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx, align 4, !tbaa.struct !20
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %conv = zext i32 %3 to i64
  %conv4 = zext i32 %ncols to i64
  %mul5 = mul nuw i64 %conv4, %conv
  %conv6 = zext i32 %nprimes to i64
  %mul7 = mul i64 %mul5, %conv6
  %add.ptr = getelementptr inbounds i32, ptr %work, i64 %mul7
  %cmp9221 = icmp ult i32 %3, %nrows
  br i1 %cmp9221, label %for.body.lr.ph, label %cleanup135

for.body.lr.ph:                                   ; preds = %if.end
  %q.sroa.8.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %q.sroa.8.0.copyload = load i32, ptr %q.sroa.8.0.arrayidx.sroa_idx, align 8, !tbaa.struct !22
  %conv52 = zext i32 %nrows to i64
  %mul53 = mul nuw i64 %idxprom, %conv52
  %conv56 = zext i32 %n_nonpivot to i64
  %conv1.i = zext i32 %q.sroa.8.0.copyload to i64
  %conv2.i.i = zext i32 %q.sroa.0.0.copyload to i64
  %add.ptr108196 = getelementptr i32, ptr %add.ptr, i64 %idxprom
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %cleanup126
  %r.0222 = phi i32 [ %3, %for.body.lr.ph ], [ %add132, %cleanup126 ]
  %idxprom10 = zext i32 %r.0222 to i64
  %arrayidx11 = getelementptr inbounds i32, ptr %row_ptr, i64 %idxprom10
  %5 = load i32, ptr %arrayidx11, align 4, !tbaa !14
  %add12 = add nuw i32 %r.0222, 1
  %idxprom13 = zext i32 %add12 to i64
  %arrayidx14 = getelementptr inbounds i32, ptr %row_ptr, i64 %idxprom13
  %6 = load i32, ptr %arrayidx14, align 4, !tbaa !14
  %cmp15 = icmp eq i32 %6, %5
  br i1 %cmp15, label %cleanup126, label %if.end17

if.end17:                                         ; preds = %for.body
  %idxprom18 = zext i32 %5 to i64
  %arrayidx19 = getelementptr inbounds i32, ptr %row_cols, i64 %idxprom18
  %7 = load i32, ptr %arrayidx19, align 4, !tbaa !14
  %cmp21212 = icmp ult i32 %7, %ncols
  br i1 %cmp21212, label %for.body23.preheader, label %for.cond30.preheader

for.body23.preheader:                             ; preds = %if.end17
  %8 = sub i32 %ncols, %7
  %9 = xor i32 %7, -1
  %10 = add i32 %9, %ncols
  %xtraiter = and i32 %8, 7
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body23.prol.loopexit, label %for.body23.prol

for.body23.prol:                                  ; preds = %for.body23.preheader, %for.body23.prol
  %c.0213.prol = phi i32 [ %inc.prol, %for.body23.prol ], [ %7, %for.body23.preheader ]
  %prol.iter = phi i32 [ %prol.iter.next, %for.body23.prol ], [ 0, %for.body23.preheader ]
  %conv24.prol = zext i32 %c.0213.prol to i64
  %mul26.prol = mul nuw i64 %conv24.prol, %conv6
  %add28.prol = add i64 %mul26.prol, %idxprom
  %arrayidx29.prol = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.prol
  store i32 0, ptr %arrayidx29.prol, align 4, !tbaa !14
  %inc.prol = add nuw i32 %c.0213.prol, 1
  %prol.iter.next = add i32 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i32 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %for.body23.prol.loopexit, label %for.body23.prol, !llvm.loop !42

for.body23.prol.loopexit:                         ; preds = %for.body23.prol, %for.body23.preheader
  %c.0213.unr = phi i32 [ %7, %for.body23.preheader ], [ %inc.prol, %for.body23.prol ]
  %11 = icmp ult i32 %10, 7
  br i1 %11, label %for.cond30.preheader, label %for.body23

for.cond30.preheader:                             ; preds = %for.body23.prol.loopexit, %for.body23, %if.end17
  %cmp31214 = icmp ugt i32 %6, %5
  br i1 %cmp31214, label %for.body33.preheader, label %for.cond.cleanup32

for.body33.preheader:                             ; preds = %for.cond30.preheader
  %12 = sub i32 %6, %5
  %13 = xor i32 %5, -1
  %14 = add i32 %6, %13
  %xtraiter226 = and i32 %12, 3
  %lcmp.mod227.not = icmp eq i32 %xtraiter226, 0
  br i1 %lcmp.mod227.not, label %for.body33.prol.loopexit, label %for.body33.prol

for.body33.prol:                                  ; preds = %for.body33.preheader, %for.body33.prol
  %x.0215.prol = phi i32 [ %inc49.prol, %for.body33.prol ], [ %5, %for.body33.preheader ]
  %prol.iter228 = phi i32 [ %prol.iter228.next, %for.body33.prol ], [ 0, %for.body33.preheader ]
  %conv34.prol = zext i32 %x.0215.prol to i64
  %mul36.prol = mul nuw i64 %conv34.prol, %conv6
  %add38.prol = add i64 %mul36.prol, %idxprom
  %arrayidx39.prol = getelementptr inbounds i32, ptr %row_vals, i64 %add38.prol
  %15 = load i32, ptr %arrayidx39.prol, align 4, !tbaa !14
  %arrayidx41.prol = getelementptr inbounds i32, ptr %row_cols, i64 %conv34.prol
  %16 = load i32, ptr %arrayidx41.prol, align 4, !tbaa !14
  %conv42.prol = zext i32 %16 to i64
  %mul44.prol = mul nuw i64 %conv42.prol, %conv6
  %add46.prol = add i64 %mul44.prol, %idxprom
  %arrayidx47.prol = getelementptr inbounds i32, ptr %add.ptr, i64 %add46.prol
  store i32 %15, ptr %arrayidx47.prol, align 4, !tbaa !14
  %inc49.prol = add nuw i32 %x.0215.prol, 1
  %prol.iter228.next = add i32 %prol.iter228, 1
  %prol.iter228.cmp.not = icmp eq i32 %prol.iter228.next, %xtraiter226
  br i1 %prol.iter228.cmp.not, label %for.body33.prol.loopexit, label %for.body33.prol, !llvm.loop !44

for.body33.prol.loopexit:                         ; preds = %for.body33.prol, %for.body33.preheader
  %x.0215.unr = phi i32 [ %5, %for.body33.preheader ], [ %inc49.prol, %for.body33.prol ]
  %17 = icmp ult i32 %14, 3
  br i1 %17, label %for.cond.cleanup32, label %for.body33

for.body23:                                       ; preds = %for.body23.prol.loopexit, %for.body23
  %c.0213 = phi i32 [ %inc.7, %for.body23 ], [ %c.0213.unr, %for.body23.prol.loopexit ]
  %conv24 = zext i32 %c.0213 to i64
  %mul26 = mul nuw i64 %conv24, %conv6
  %add28 = add i64 %mul26, %idxprom
  %arrayidx29 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28
  store i32 0, ptr %arrayidx29, align 4, !tbaa !14
  %inc = add nuw i32 %c.0213, 1
  %conv24.1 = zext i32 %inc to i64
  %mul26.1 = mul nuw i64 %conv24.1, %conv6
  %add28.1 = add i64 %mul26.1, %idxprom
  %arrayidx29.1 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.1
  store i32 0, ptr %arrayidx29.1, align 4, !tbaa !14
  %inc.1 = add nuw i32 %c.0213, 2
  %conv24.2 = zext i32 %inc.1 to i64
  %mul26.2 = mul nuw i64 %conv24.2, %conv6
  %add28.2 = add i64 %mul26.2, %idxprom
  %arrayidx29.2 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.2
  store i32 0, ptr %arrayidx29.2, align 4, !tbaa !14
  %inc.2 = add nuw i32 %c.0213, 3
  %conv24.3 = zext i32 %inc.2 to i64
  %mul26.3 = mul nuw i64 %conv24.3, %conv6
  %add28.3 = add i64 %mul26.3, %idxprom
  %arrayidx29.3 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.3
  store i32 0, ptr %arrayidx29.3, align 4, !tbaa !14
  %inc.3 = add nuw i32 %c.0213, 4
  %conv24.4 = zext i32 %inc.3 to i64
  %mul26.4 = mul nuw i64 %conv24.4, %conv6
  %add28.4 = add i64 %mul26.4, %idxprom
  %arrayidx29.4 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.4
  store i32 0, ptr %arrayidx29.4, align 4, !tbaa !14
  %inc.4 = add nuw i32 %c.0213, 5
  %conv24.5 = zext i32 %inc.4 to i64
  %mul26.5 = mul nuw i64 %conv24.5, %conv6
  %add28.5 = add i64 %mul26.5, %idxprom
  %arrayidx29.5 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.5
  store i32 0, ptr %arrayidx29.5, align 4, !tbaa !14
  %inc.5 = add nuw i32 %c.0213, 6
  %conv24.6 = zext i32 %inc.5 to i64
  %mul26.6 = mul nuw i64 %conv24.6, %conv6
  %add28.6 = add i64 %mul26.6, %idxprom
  %arrayidx29.6 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.6
  store i32 0, ptr %arrayidx29.6, align 4, !tbaa !14
  %inc.6 = add nuw i32 %c.0213, 7
  %conv24.7 = zext i32 %inc.6 to i64
  %mul26.7 = mul nuw i64 %conv24.7, %conv6
  %add28.7 = add i64 %mul26.7, %idxprom
  %arrayidx29.7 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.7
  store i32 0, ptr %arrayidx29.7, align 4, !tbaa !14
  %inc.7 = add nuw i32 %c.0213, 8
  %exitcond.not.7 = icmp eq i32 %inc.7, %ncols
  br i1 %exitcond.not.7, label %for.cond30.preheader, label %for.body23, !llvm.loop !45

for.cond.cleanup32:                               ; preds = %for.body33.prol.loopexit, %for.body33, %for.cond30.preheader
  %add55 = add i64 %mul53, %idxprom10
  %mul57 = mul i64 %add55, %conv56
  %add.ptr58 = getelementptr inbounds i32, ptr %out, i64 %mul57
  br i1 %cmp21212, label %for.body63, label %cleanup126

for.body33:                                       ; preds = %for.body33.prol.loopexit, %for.body33
  %x.0215 = phi i32 [ %inc49.3, %for.body33 ], [ %x.0215.unr, %for.body33.prol.loopexit ]
  %conv34 = zext i32 %x.0215 to i64
  %mul36 = mul nuw i64 %conv34, %conv6
  %add38 = add i64 %mul36, %idxprom
  %arrayidx39 = getelementptr inbounds i32, ptr %row_vals, i64 %add38
  %18 = load i32, ptr %arrayidx39, align 4, !tbaa !14
  %arrayidx41 = getelementptr inbounds i32, ptr %row_cols, i64 %conv34
  %19 = load i32, ptr %arrayidx41, align 4, !tbaa !14
  %conv42 = zext i32 %19 to i64
  %mul44 = mul nuw i64 %conv42, %conv6
  %add46 = add i64 %mul44, %idxprom
  %arrayidx47 = getelementptr inbounds i32, ptr %add.ptr, i64 %add46
  store i32 %18, ptr %arrayidx47, align 4, !tbaa !14
  %inc49 = add nuw i32 %x.0215, 1
  %conv34.1 = zext i32 %inc49 to i64
  %mul36.1 = mul nuw i64 %conv34.1, %conv6
  %add38.1 = add i64 %mul36.1, %idxprom
  %arrayidx39.1 = getelementptr inbounds i32, ptr %row_vals, i64 %add38.1
  %20 = load i32, ptr %arrayidx39.1, align 4, !tbaa !14
  %arrayidx41.1 = getelementptr inbounds i32, ptr %row_cols, i64 %conv34.1
  %21 = load i32, ptr %arrayidx41.1, align 4, !tbaa !14
  %conv42.1 = zext i32 %21 to i64
  %mul44.1 = mul nuw i64 %conv42.1, %conv6
  %add46.1 = add i64 %mul44.1, %idxprom
  %arrayidx47.1 = getelementptr inbounds i32, ptr %add.ptr, i64 %add46.1
  store i32 %20, ptr %arrayidx47.1, align 4, !tbaa !14
  %inc49.1 = add nuw i32 %x.0215, 2
  %conv34.2 = zext i32 %inc49.1 to i64
  %mul36.2 = mul nuw i64 %conv34.2, %conv6
  %add38.2 = add i64 %mul36.2, %idxprom
  %arrayidx39.2 = getelementptr inbounds i32, ptr %row_vals, i64 %add38.2
  %22 = load i32, ptr %arrayidx39.2, align 4, !tbaa !14
  %arrayidx41.2 = getelementptr inbounds i32, ptr %row_cols, i64 %conv34.2
  %23 = load i32, ptr %arrayidx41.2, align 4, !tbaa !14
  %conv42.2 = zext i32 %23 to i64
  %mul44.2 = mul nuw i64 %conv42.2, %conv6
  %add46.2 = add i64 %mul44.2, %idxprom
  %arrayidx47.2 = getelementptr inbounds i32, ptr %add.ptr, i64 %add46.2
  store i32 %22, ptr %arrayidx47.2, align 4, !tbaa !14
  %inc49.2 = add nuw i32 %x.0215, 3
  %conv34.3 = zext i32 %inc49.2 to i64
  %mul36.3 = mul nuw i64 %conv34.3, %conv6
  %add38.3 = add i64 %mul36.3, %idxprom
  %arrayidx39.3 = getelementptr inbounds i32, ptr %row_vals, i64 %add38.3
  %24 = load i32, ptr %arrayidx39.3, align 4, !tbaa !14
  %arrayidx41.3 = getelementptr inbounds i32, ptr %row_cols, i64 %conv34.3
  %25 = load i32, ptr %arrayidx41.3, align 4, !tbaa !14
  %conv42.3 = zext i32 %25 to i64
  %mul44.3 = mul nuw i64 %conv42.3, %conv6
  %add46.3 = add i64 %mul44.3, %idxprom
  %arrayidx47.3 = getelementptr inbounds i32, ptr %add.ptr, i64 %add46.3
  store i32 %24, ptr %arrayidx47.3, align 4, !tbaa !14
  %inc49.3 = add nuw i32 %x.0215, 4
  %exitcond223.not.3 = icmp eq i32 %inc49.3, %6
  br i1 %exitcond223.not.3, label %for.cond.cleanup32, label %for.body33, !llvm.loop !46

for.body63:                                       ; preds = %for.cond.cleanup32, %cleanup
  %c59.0220 = phi i32 [ %inc123, %cleanup ], [ %7, %for.cond.cleanup32 ]
  %conv64 = zext i32 %c59.0220 to i64
  %mul66 = mul nuw i64 %conv64, %conv6
  %add68 = add i64 %mul66, %idxprom
  %arrayidx69 = getelementptr inbounds i32, ptr %add.ptr, i64 %add68
  %26 = load i32, ptr %arrayidx69, align 4, !tbaa !14
  %arrayidx71 = getelementptr inbounds i32, ptr %pivot_of, i64 %conv64
  %27 = load i32, ptr %arrayidx71, align 4, !tbaa !14
  %cmp72 = icmp slt i32 %27, 0
  br i1 %cmp72, label %if.then73, label %if.end81

if.then73:                                        ; preds = %for.body63
  %arrayidx75 = getelementptr inbounds i32, ptr %nonpivot_index, i64 %conv64
  %28 = load i32, ptr %arrayidx75, align 4, !tbaa !14
  %cmp76 = icmp sgt i32 %28, -1
  br i1 %cmp76, label %if.then77, label %cleanup

if.then77:                                        ; preds = %if.then73
  %idxprom78 = zext i32 %28 to i64
  %arrayidx79 = getelementptr inbounds i32, ptr %add.ptr58, i64 %idxprom78
  store i32 %26, ptr %arrayidx79, align 4, !tbaa !14
  br label %cleanup

if.end81:                                         ; preds = %for.body63
  %cmp82 = icmp eq i32 %26, 0
  br i1 %cmp82, label %cleanup, label %if.end84

if.end84:                                         ; preds = %if.end81
  %idxprom86 = zext i32 %27 to i64
  %arrayidx87 = getelementptr inbounds i32, ptr %piv_ptr, i64 %idxprom86
  %29 = load i32, ptr %arrayidx87, align 4, !tbaa !14
  %add88 = add nuw nsw i32 %27, 1
  %idxprom89 = zext i32 %add88 to i64
  %arrayidx90 = getelementptr inbounds i32, ptr %piv_ptr, i64 %idxprom89
  %30 = load i32, ptr %arrayidx90, align 4, !tbaa !14
  store i32 0, ptr %arrayidx69, align 4, !tbaa !14
  %x97.0216 = add i32 %29, 1
  %cmp100217 = icmp ult i32 %x97.0216, %30
  br i1 %cmp100217, label %for.body102.lr.ph, label %cleanup

for.body102.lr.ph:                                ; preds = %if.end84
  %conv.i = zext i32 %26 to i64
  %mul.i = mul nuw i64 %conv.i, %conv1.i
  %conv.i.i = trunc i64 %mul.i to i32
  %mul.i.i = mul i32 %q.sroa.6.0.copyload, %conv.i.i
  %conv1.i.i = zext i32 %mul.i.i to i64
  %mul3.i.i = mul nuw i64 %conv1.i.i, %conv2.i.i
  %add.i.i = add i64 %mul3.i.i, %mul.i
  %shr.i.i = lshr i64 %add.i.i, 32
  %cmp.not.i.i = icmp ult i64 %shr.i.i, %conv2.i.i
  %sub.i.i = select i1 %cmp.not.i.i, i64 0, i64 %conv2.i.i
  %cond.i.i = sub nsw i64 %shr.i.i, %sub.i.i
  %conv.i198 = and i64 %cond.i.i, 4294967295
  %31 = xor i32 %29, -1
  %32 = add i32 %30, %31
  %33 = add i32 %30, -2
  %xtraiter229 = and i32 %32, 1
  %lcmp.mod230.not = icmp eq i32 %xtraiter229, 0
  br i1 %lcmp.mod230.not, label %for.body102.prol.loopexit, label %for.body102.prol

for.body102.prol:                                 ; preds = %for.body102.lr.ph
  %idxprom103.prol = zext i32 %x97.0216 to i64
  %arrayidx104.prol = getelementptr inbounds i32, ptr %piv_cols, i64 %idxprom103.prol
  %34 = load i32, ptr %arrayidx104.prol, align 4, !tbaa !14
  %conv105.prol = zext i32 %34 to i64
  %mul107.prol = mul nuw i64 %conv105.prol, %conv6
  %add.ptr109.prol = getelementptr i32, ptr %add.ptr108196, i64 %mul107.prol
  %35 = load i32, ptr %add.ptr109.prol, align 4, !tbaa !14
  %mul112.prol = mul nuw i64 %idxprom103.prol, %conv6
  %add114.prol = add i64 %mul112.prol, %idxprom
  %arrayidx115.prol = getelementptr inbounds i32, ptr %piv_vals, i64 %add114.prol
  %36 = load i32, ptr %arrayidx115.prol, align 4, !tbaa !14
  %conv1.i199.prol = zext i32 %36 to i64
  %mul.i200.prol = mul nuw i64 %conv.i198, %conv1.i199.prol
  %conv.i.i201.prol = trunc i64 %mul.i200.prol to i32
  %mul.i.i202.prol = mul i32 %q.sroa.6.0.copyload, %conv.i.i201.prol
  %conv1.i.i203.prol = zext i32 %mul.i.i202.prol to i64
  %mul3.i.i205.prol = mul nuw i64 %conv1.i.i203.prol, %conv2.i.i
  %add.i.i206.prol = add i64 %mul3.i.i205.prol, %mul.i200.prol
  %shr.i.i207.prol = lshr i64 %add.i.i206.prol, 32
  %cmp.not.i.i208.prol = icmp ult i64 %shr.i.i207.prol, %conv2.i.i
  %sub.i.i209.prol = select i1 %cmp.not.i.i208.prol, i64 0, i64 %conv2.i.i
  %cond.i.i210.prol = sub nsw i64 %shr.i.i207.prol, %sub.i.i209.prol
  %conv8.i.i211.prol = trunc i64 %cond.i.i210.prol to i32
  %cmp.not.i.prol = icmp ult i32 %35, %conv8.i.i211.prol
  %add.i.prol = select i1 %cmp.not.i.prol, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.prol = sub i32 %35, %conv8.i.i211.prol
  %cond.i.prol = add i32 %a.pn.i.prol, %add.i.prol
  store i32 %cond.i.prol, ptr %add.ptr109.prol, align 4, !tbaa !14
  %x97.0.prol = add i32 %29, 2
  br label %for.body102.prol.loopexit

for.body102.prol.loopexit:                        ; preds = %for.body102.prol, %for.body102.lr.ph
  %x97.0218.unr = phi i32 [ %x97.0216, %for.body102.lr.ph ], [ %x97.0.prol, %for.body102.prol ]
  %37 = icmp eq i32 %33, %29
  br i1 %37, label %cleanup, label %for.body102

for.body102:                                      ; preds = %for.body102.prol.loopexit, %for.body102
  %x97.0218 = phi i32 [ %x97.0.1, %for.body102 ], [ %x97.0218.unr, %for.body102.prol.loopexit ]
  %idxprom103 = zext i32 %x97.0218 to i64
  %arrayidx104 = getelementptr inbounds i32, ptr %piv_cols, i64 %idxprom103
  %38 = load i32, ptr %arrayidx104, align 4, !tbaa !14
  %conv105 = zext i32 %38 to i64
  %mul107 = mul nuw i64 %conv105, %conv6
  %add.ptr109 = getelementptr i32, ptr %add.ptr108196, i64 %mul107
  %39 = load i32, ptr %add.ptr109, align 4, !tbaa !14
  %mul112 = mul nuw i64 %idxprom103, %conv6
  %add114 = add i64 %mul112, %idxprom
  %arrayidx115 = getelementptr inbounds i32, ptr %piv_vals, i64 %add114
  %40 = load i32, ptr %arrayidx115, align 4, !tbaa !14
  %conv1.i199 = zext i32 %40 to i64
  %mul.i200 = mul nuw i64 %conv.i198, %conv1.i199
  %conv.i.i201 = trunc i64 %mul.i200 to i32
  %mul.i.i202 = mul i32 %q.sroa.6.0.copyload, %conv.i.i201
  %conv1.i.i203 = zext i32 %mul.i.i202 to i64
  %mul3.i.i205 = mul nuw i64 %conv1.i.i203, %conv2.i.i
  %add.i.i206 = add i64 %mul3.i.i205, %mul.i200
  %shr.i.i207 = lshr i64 %add.i.i206, 32
  %cmp.not.i.i208 = icmp ult i64 %shr.i.i207, %conv2.i.i
  %sub.i.i209 = select i1 %cmp.not.i.i208, i64 0, i64 %conv2.i.i
  %cond.i.i210 = sub nsw i64 %shr.i.i207, %sub.i.i209
  %conv8.i.i211 = trunc i64 %cond.i.i210 to i32
  %cmp.not.i = icmp ult i32 %39, %conv8.i.i211
  %add.i = select i1 %cmp.not.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i = sub i32 %39, %conv8.i.i211
  %cond.i = add i32 %a.pn.i, %add.i
  store i32 %cond.i, ptr %add.ptr109, align 4, !tbaa !14
  %x97.0 = add i32 %x97.0218, 1
  %idxprom103.1 = zext i32 %x97.0 to i64
  %arrayidx104.1 = getelementptr inbounds i32, ptr %piv_cols, i64 %idxprom103.1
  %41 = load i32, ptr %arrayidx104.1, align 4, !tbaa !14
  %conv105.1 = zext i32 %41 to i64
  %mul107.1 = mul nuw i64 %conv105.1, %conv6
  %add.ptr109.1 = getelementptr i32, ptr %add.ptr108196, i64 %mul107.1
  %42 = load i32, ptr %add.ptr109.1, align 4, !tbaa !14
  %mul112.1 = mul nuw i64 %idxprom103.1, %conv6
  %add114.1 = add i64 %mul112.1, %idxprom
  %arrayidx115.1 = getelementptr inbounds i32, ptr %piv_vals, i64 %add114.1
  %43 = load i32, ptr %arrayidx115.1, align 4, !tbaa !14
  %conv1.i199.1 = zext i32 %43 to i64
  %mul.i200.1 = mul nuw i64 %conv.i198, %conv1.i199.1
  %conv.i.i201.1 = trunc i64 %mul.i200.1 to i32
  %mul.i.i202.1 = mul i32 %q.sroa.6.0.copyload, %conv.i.i201.1
  %conv1.i.i203.1 = zext i32 %mul.i.i202.1 to i64
  %mul3.i.i205.1 = mul nuw i64 %conv1.i.i203.1, %conv2.i.i
  %add.i.i206.1 = add i64 %mul3.i.i205.1, %mul.i200.1
  %shr.i.i207.1 = lshr i64 %add.i.i206.1, 32
  %cmp.not.i.i208.1 = icmp ult i64 %shr.i.i207.1, %conv2.i.i
  %sub.i.i209.1 = select i1 %cmp.not.i.i208.1, i64 0, i64 %conv2.i.i
  %cond.i.i210.1 = sub nsw i64 %shr.i.i207.1, %sub.i.i209.1
  %conv8.i.i211.1 = trunc i64 %cond.i.i210.1 to i32
  %cmp.not.i.1 = icmp ult i32 %42, %conv8.i.i211.1
  %add.i.1 = select i1 %cmp.not.i.1, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.1 = sub i32 %42, %conv8.i.i211.1
  %cond.i.1 = add i32 %a.pn.i.1, %add.i.1
  store i32 %cond.i.1, ptr %add.ptr109.1, align 4, !tbaa !14
  %x97.0.1 = add i32 %x97.0218, 2
  %exitcond224.not.1 = icmp eq i32 %x97.0.1, %30
  br i1 %exitcond224.not.1, label %cleanup, label %for.body102, !llvm.loop !47

cleanup:                                          ; preds = %for.body102.prol.loopexit, %for.body102, %if.end84, %if.end81, %if.then73, %if.then77
  %inc123 = add nuw i32 %c59.0220, 1
  %exitcond225.not = icmp eq i32 %inc123, %ncols
  br i1 %exitcond225.not, label %cleanup126, label %for.body63, !llvm.loop !48

cleanup126:                                       ; preds = %cleanup, %for.cond.cleanup32, %for.body
  %add132 = add i32 %r.0222, %4
  %cmp9 = icmp ult i32 %add132, %nrows
  br i1 %cmp9, label %for.body, label %cleanup135, !llvm.loop !49

cleanup135:                                       ; preds = %cleanup126, %if.end, %entry
  ret void
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind
define dso_local void @gb_sparse_normalise(i32 noundef %nrows, i32 noundef %nprimes, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %ptr, ptr nocapture noundef %vals, ptr nocapture noundef writeonly %bad) local_unnamed_addr #1 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cmp.not = icmp ult i32 %add, %nprimes
  %cmp4.not = icmp ult i32 %3, %nrows
  %or.cond = and i1 %cmp4.not, %cmp.not
  br i1 %or.cond, label %if.end, label %cleanup37

if.end:                                           ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !13
  %q.sroa.6.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.6.0.copyload = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx, align 4, !tbaa.struct !20
  %q.sroa.8.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %q.sroa.8.0.copyload = load i32, ptr %q.sroa.8.0.arrayidx.sroa_idx, align 8, !tbaa.struct !22
  %idxprom5 = zext i32 %3 to i64
  %arrayidx6 = getelementptr inbounds i32, ptr %ptr, i64 %idxprom5
  %4 = load i32, ptr %arrayidx6, align 4, !tbaa !14
  %add7 = add nuw i32 %3, 1
  %idxprom8 = zext i32 %add7 to i64
  %arrayidx9 = getelementptr inbounds i32, ptr %ptr, i64 %idxprom8
  %5 = load i32, ptr %arrayidx9, align 4, !tbaa !14
  %cmp10 = icmp eq i32 %5, %4
  br i1 %cmp10, label %cleanup37, label %if.end12

if.end12:                                         ; preds = %if.end
  %conv = zext i32 %4 to i64
  %conv13 = zext i32 %nprimes to i64
  %mul14 = mul nuw i64 %conv, %conv13
  %add16 = add nuw i64 %mul14, %idxprom
  %arrayidx17 = getelementptr inbounds i32, ptr %vals, i64 %add16
  %6 = load i32, ptr %arrayidx17, align 4, !tbaa !14
  switch i32 %6, label %if.end25 [
    i32 0, label %if.then19
    i32 1, label %cleanup37
  ]

if.then19:                                        ; preds = %if.end12
  %arrayidx21 = getelementptr inbounds i32, ptr %bad, i64 %idxprom
  store i32 1, ptr %arrayidx21, align 4, !tbaa !14
  br label %cleanup37

if.end25:                                         ; preds = %if.end12
  %conv.i = zext i32 %q.sroa.0.0.copyload to i64
  %conv1.i = zext i32 %6 to i64
  br label %while.body.i

while.body.i:                                     ; preds = %while.body.i, %if.end25
  %t.022.i = phi i64 [ %nt.021.i, %while.body.i ], [ 0, %if.end25 ]
  %nt.021.i = phi i64 [ %sub.i, %while.body.i ], [ 1, %if.end25 ]
  %nr.020.i = phi i64 [ %sub3.i, %while.body.i ], [ %conv1.i, %if.end25 ]
  %r.019.i = phi i64 [ %nr.020.i, %while.body.i ], [ %conv.i, %if.end25 ]
  %div.i = sdiv i64 %r.019.i, %nr.020.i
  %mul.i = mul nsw i64 %div.i, %nt.021.i
  %sub.i = sub nsw i64 %t.022.i, %mul.i
  %mul2.i = mul nsw i64 %div.i, %nr.020.i
  %sub3.i = sub nsw i64 %r.019.i, %mul2.i
  %cmp.not.i = icmp eq i64 %sub3.i, 0
  br i1 %cmp.not.i, label %_ZL11inverse_modjj.exit, label %while.body.i, !llvm.loop !27

_ZL11inverse_modjj.exit:                          ; preds = %while.body.i
  %cmp2878 = icmp ugt i32 %5, %4
  br i1 %cmp2878, label %for.body.lr.ph, label %cleanup37

for.body.lr.ph:                                   ; preds = %_ZL11inverse_modjj.exit
  %cmp4.i = icmp slt i64 %nt.021.i, 0
  %add.i = select i1 %cmp4.i, i64 %conv.i, i64 0
  %cond.i = add nsw i64 %add.i, %nt.021.i
  %conv.i61 = and i64 %cond.i, 4294967295
  %conv1.i62 = zext i32 %q.sroa.8.0.copyload to i64
  %mul.i63 = mul nuw i64 %conv.i61, %conv1.i62
  %conv.i.i = trunc i64 %mul.i63 to i32
  %mul.i.i = mul i32 %q.sroa.6.0.copyload, %conv.i.i
  %conv1.i.i = zext i32 %mul.i.i to i64
  %mul3.i.i = mul nuw i64 %conv1.i.i, %conv.i
  %add.i.i = add i64 %mul3.i.i, %mul.i63
  %shr.i.i = lshr i64 %add.i.i, 32
  %cmp.not.i.i = icmp ult i64 %shr.i.i, %conv.i
  %sub.i.i = select i1 %cmp.not.i.i, i64 0, i64 %conv.i
  %cond.i.i = sub nsw i64 %shr.i.i, %sub.i.i
  %add.ptr59 = getelementptr i32, ptr %vals, i64 %idxprom
  %conv.i64 = and i64 %cond.i.i, 4294967295
  %7 = sub i32 %5, %4
  %.neg = add i32 %4, 1
  %xtraiter = and i32 %7, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol

for.body.prol:                                    ; preds = %for.body.lr.ph
  %conv29.prol = zext i32 %4 to i64
  %mul31.prol = mul nuw i64 %conv29.prol, %conv13
  %add.ptr32.prol = getelementptr i32, ptr %add.ptr59, i64 %mul31.prol
  %8 = load i32, ptr %add.ptr32.prol, align 4, !tbaa !14
  %conv1.i65.prol = zext i32 %8 to i64
  %mul.i66.prol = mul nuw i64 %conv.i64, %conv1.i65.prol
  %conv.i.i67.prol = trunc i64 %mul.i66.prol to i32
  %mul.i.i68.prol = mul i32 %q.sroa.6.0.copyload, %conv.i.i67.prol
  %conv1.i.i69.prol = zext i32 %mul.i.i68.prol to i64
  %mul3.i.i71.prol = mul nuw i64 %conv1.i.i69.prol, %conv.i
  %add.i.i72.prol = add i64 %mul3.i.i71.prol, %mul.i66.prol
  %shr.i.i73.prol = lshr i64 %add.i.i72.prol, 32
  %cmp.not.i.i74.prol = icmp ult i64 %shr.i.i73.prol, %conv.i
  %sub.i.i75.prol = select i1 %cmp.not.i.i74.prol, i64 0, i64 %conv.i
  %cond.i.i76.prol = sub nsw i64 %shr.i.i73.prol, %sub.i.i75.prol
  %conv8.i.i77.prol = trunc i64 %cond.i.i76.prol to i32
  store i32 %conv8.i.i77.prol, ptr %add.ptr32.prol, align 4, !tbaa !14
  %inc.prol = add nuw i32 %4, 1
  br label %for.body.prol.loopexit

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.lr.ph
  %x.079.unr = phi i32 [ %4, %for.body.lr.ph ], [ %inc.prol, %for.body.prol ]
  %9 = icmp eq i32 %5, %.neg
  br i1 %9, label %cleanup37, label %for.body

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %x.079 = phi i32 [ %inc.1, %for.body ], [ %x.079.unr, %for.body.prol.loopexit ]
  %conv29 = zext i32 %x.079 to i64
  %mul31 = mul nuw i64 %conv29, %conv13
  %add.ptr32 = getelementptr i32, ptr %add.ptr59, i64 %mul31
  %10 = load i32, ptr %add.ptr32, align 4, !tbaa !14
  %conv1.i65 = zext i32 %10 to i64
  %mul.i66 = mul nuw i64 %conv.i64, %conv1.i65
  %conv.i.i67 = trunc i64 %mul.i66 to i32
  %mul.i.i68 = mul i32 %q.sroa.6.0.copyload, %conv.i.i67
  %conv1.i.i69 = zext i32 %mul.i.i68 to i64
  %mul3.i.i71 = mul nuw i64 %conv1.i.i69, %conv.i
  %add.i.i72 = add i64 %mul3.i.i71, %mul.i66
  %shr.i.i73 = lshr i64 %add.i.i72, 32
  %cmp.not.i.i74 = icmp ult i64 %shr.i.i73, %conv.i
  %sub.i.i75 = select i1 %cmp.not.i.i74, i64 0, i64 %conv.i
  %cond.i.i76 = sub nsw i64 %shr.i.i73, %sub.i.i75
  %conv8.i.i77 = trunc i64 %cond.i.i76 to i32
  store i32 %conv8.i.i77, ptr %add.ptr32, align 4, !tbaa !14
  %inc = add nuw i32 %x.079, 1
  %conv29.1 = zext i32 %inc to i64
  %mul31.1 = mul nuw i64 %conv29.1, %conv13
  %add.ptr32.1 = getelementptr i32, ptr %add.ptr59, i64 %mul31.1
  %11 = load i32, ptr %add.ptr32.1, align 4, !tbaa !14
  %conv1.i65.1 = zext i32 %11 to i64
  %mul.i66.1 = mul nuw i64 %conv.i64, %conv1.i65.1
  %conv.i.i67.1 = trunc i64 %mul.i66.1 to i32
  %mul.i.i68.1 = mul i32 %q.sroa.6.0.copyload, %conv.i.i67.1
  %conv1.i.i69.1 = zext i32 %mul.i.i68.1 to i64
  %mul3.i.i71.1 = mul nuw i64 %conv1.i.i69.1, %conv.i
  %add.i.i72.1 = add i64 %mul3.i.i71.1, %mul.i66.1
  %shr.i.i73.1 = lshr i64 %add.i.i72.1, 32
  %cmp.not.i.i74.1 = icmp ult i64 %shr.i.i73.1, %conv.i
  %sub.i.i75.1 = select i1 %cmp.not.i.i74.1, i64 0, i64 %conv.i
  %cond.i.i76.1 = sub nsw i64 %shr.i.i73.1, %sub.i.i75.1
  %conv8.i.i77.1 = trunc i64 %cond.i.i76.1 to i32
  store i32 %conv8.i.i77.1, ptr %add.ptr32.1, align 4, !tbaa !14
  %inc.1 = add nuw i32 %x.079, 2
  %exitcond.not.1 = icmp eq i32 %inc.1, %5
  br i1 %exitcond.not.1, label %cleanup37, label %for.body, !llvm.loop !50

cleanup37:                                        ; preds = %for.body.prol.loopexit, %for.body, %_ZL11inverse_modjj.exit, %if.end, %if.end12, %if.then19, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @gb_planted_race(ptr nocapture noundef writeonly %out) local_unnamed_addr #2 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp = icmp eq i32 %0, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 0, ptr %out, align 4, !tbaa !14
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx75,+sm_86" }
attributes #1 = { argmemonly mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx75,+sm_86" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx75,+sm_86" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.module.flags = !{!9, !10, !11}

!0 = !{ptr @gb_rref_block_barrett, !"kernel", i32 1}
!1 = !{ptr @gb_rref_block_montgomery, !"kernel", i32 1}
!2 = !{ptr @gb_pivot_step_barrett, !"kernel", i32 1}
!3 = !{ptr @gb_pivot_step_montgomery, !"kernel", i32 1}
!4 = !{ptr @gb_eliminate_step_barrett, !"kernel", i32 1}
!5 = !{ptr @gb_eliminate_step_montgomery, !"kernel", i32 1}
!6 = !{ptr @gb_sparse_replay, !"kernel", i32 1}
!7 = !{ptr @gb_sparse_normalise, !"kernel", i32 1}
!8 = !{ptr @gb_planted_race, !"kernel", i32 1}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!11 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{i64 0, i64 4, !14, i64 4, i64 4, !14, i64 8, i64 4, !14, i64 12, i64 4, !14, i64 16, i64 8, !18}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C++ TBAA"}
!18 = !{!19, !19, i64 0}
!19 = !{!"long long", !16, i64 0}
!20 = !{i64 0, i64 4, !14, i64 4, i64 4, !14, i64 8, i64 4, !14, i64 12, i64 8, !18}
!21 = !{i64 0, i64 8, !18}
!22 = !{i64 0, i64 4, !14, i64 4, i64 4, !14, i64 8, i64 8, !18}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = distinct !{!25, !24}
!26 = distinct !{!26, !24}
!27 = distinct !{!27, !24}
!28 = distinct !{!28, !24}
!29 = distinct !{!29, !24}
!30 = distinct !{!30, !24}
!31 = distinct !{!31, !24}
!32 = distinct !{!32, !24}
!33 = distinct !{!33, !24}
!34 = distinct !{!34, !24}
!35 = !{!36, !15, i64 0}
!36 = !{!"_ZTS9StepState", !15, i64 0, !15, i64 4}
!37 = !{!36, !15, i64 4}
!38 = distinct !{!38, !24}
!39 = distinct !{!39, !24}
!40 = distinct !{!40, !24}
!41 = distinct !{!41, !24}
!42 = distinct !{!42, !43}
!43 = !{!"llvm.loop.unroll.disable"}
!44 = distinct !{!44, !43}
!45 = distinct !{!45, !24}
!46 = distinct !{!46, !24}
!47 = distinct !{!47, !24}
!48 = distinct !{!48, !24}
!49 = distinct !{!49, !24}
!50 = distinct !{!50, !24}
