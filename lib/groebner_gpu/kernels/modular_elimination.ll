; ModuleID = 'modular_elimination.cu'
source_filename = "modular_elimination.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.GbPrime = type { i32, i32, i32, i32, i64 }
%struct.StepState = type { i32, i32 }

@_ZZ17gb_replay_echelonE7scratch = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ17gb_replay_echelonE8inv_slot = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15gb_planted_raceE4slot = internal addrspace(3) global [64 x i32] undef, align 4
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !14
  %q.sroa.6.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.6.0.copyload.i = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !21
  %q.sroa.9131.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 16
  %q.sroa.9131.0.copyload.i = load i64, ptr %q.sroa.9131.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !22
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
  %q.sroa.8.0.copyload.i = load i32, ptr %q.sroa.8.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !23
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
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !15
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !24

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %for.body.i
  %best.0.i.i = phi i32 [ %n, %for.body.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !15
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
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !15
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !15
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !15
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !26

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), align 4, !tbaa !15
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
  %8 = load i32, ptr %arrayidx.i120.i, align 4, !tbaa !15
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i119.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !15
  store i32 %9, ptr %arrayidx.i120.i, align 4, !tbaa !15
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !15
  %add12.i121.i = add i32 %j.079.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i121.i, %m
  br i1 %cmp5.i.i, label %for.body.i122.i, label %if.end.i.i, !llvm.loop !27

if.end.i.i:                                       ; preds = %for.body.i122.i, %if.then.i.i, %if.end.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c.0138.i to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !15
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
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !28

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
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !15
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %c.0138.i, %1
  %cmp2380.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2380.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !15
  %conv.i64.i.i = zext i32 %11 to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.081.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.081.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !15
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
  store i32 %conv8.i.i77.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !15
  %add32.i.i = add i32 %j20.081.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !29

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
  %13 = load i32, ptr %arrayidx21.i, align 4, !tbaa !15
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
  %14 = load i32, ptr %arrayidx32.i, align 4, !tbaa !15
  %arrayidx34.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom31.i
  %15 = load i32, ptr %arrayidx34.i, align 4, !tbaa !15
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
  store i32 %cond.i5.i.i, ptr %arrayidx32.i, align 4, !tbaa !15
  %add38.i = add i32 %j.0133.i, 32
  %cmp28.i = icmp ult i32 %add38.i, %m
  br i1 %cmp28.i, label %for.body30.i, label %for.cond.cleanup29.i, !llvm.loop !30

if.then40.i:                                      ; preds = %for.cond.cleanup29.i
  store i32 0, ptr %arrayidx21.i, align 4, !tbaa !15
  br label %for.inc45.i

for.inc45.i:                                      ; preds = %if.then40.i, %for.cond.cleanup29.i, %if.end16.i, %for.body13.i
  %add46.i = add i32 %i.0135.i, %shr3.i
  %cmp11.i = icmp ult i32 %add46.i, %n
  br i1 %cmp11.i, label %for.body13.i, label %for.cond.cleanup12.i, !llvm.loop !31

if.then50.i:                                      ; preds = %for.cond.cleanup12.i
  %add55.i = add i64 %mul53.i, %conv.i115.i
  %arrayidx56.i = getelementptr inbounds i32, ptr %pivcols, i64 %add55.i
  store i32 %c.0138.i, ptr %arrayidx56.i, align 4, !tbaa !15
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
  br i1 %17, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !32

if.then66.i:                                      ; preds = %for.cond.cleanup.i
  %arrayidx68.i = getelementptr inbounds i32, ptr %rank, i64 %idxprom.i
  store i32 %r.0.lcssa.i, ptr %arrayidx68.i, align 4, !tbaa !15
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !14
  %q.sroa.7.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.7.0.copyload.i = load i32, ptr %q.sroa.7.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !21
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
  %q.sroa.11.0.copyload.i = load i32, ptr %q.sroa.11.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !23
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
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !15
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !24

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %for.body.i
  %best.0.i.i = phi i32 [ %n, %for.body.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !15
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
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !15
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !15
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !15
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !26

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), align 4, !tbaa !15
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
  %8 = load i32, ptr %arrayidx.i120.i, align 4, !tbaa !15
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i119.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !15
  store i32 %9, ptr %arrayidx.i120.i, align 4, !tbaa !15
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !15
  %add12.i121.i = add i32 %j.079.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i121.i, %m
  br i1 %cmp5.i.i, label %for.body.i122.i, label %if.end.i.i, !llvm.loop !27

if.end.i.i:                                       ; preds = %for.body.i122.i, %if.then.i.i, %if.end.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c.0163.i to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !15
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
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !28

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
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !15
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %c.0163.i, %1
  %cmp2380.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2380.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !15
  %conv.i64.i.i = zext i32 %11 to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.081.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.081.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !15
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
  store i32 %conv8.i.i77.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !15
  %add32.i.i = add i32 %j20.081.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !29

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
  %13 = load i32, ptr %arrayidx21.i, align 4, !tbaa !15
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
  %14 = load i32, ptr %arrayidx32.i, align 4, !tbaa !15
  %arrayidx34.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom31.i
  %15 = load i32, ptr %arrayidx34.i, align 4, !tbaa !15
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
  store i32 %cond.i.i155.i, ptr %arrayidx32.i, align 4, !tbaa !15
  %add38.i = add i32 %j.0158.i, 32
  %cmp28.i = icmp ult i32 %add38.i, %m
  br i1 %cmp28.i, label %for.body30.i, label %for.cond.cleanup29.i, !llvm.loop !33

if.then40.i:                                      ; preds = %for.cond.cleanup29.i
  store i32 0, ptr %arrayidx21.i, align 4, !tbaa !15
  br label %for.inc45.i

for.inc45.i:                                      ; preds = %if.then40.i, %for.cond.cleanup29.i, %if.end16.i, %for.body13.i
  %add46.i = add i32 %i.0160.i, %shr3.i
  %cmp11.i = icmp ult i32 %add46.i, %n
  br i1 %cmp11.i, label %for.body13.i, label %for.cond.cleanup12.i, !llvm.loop !34

if.then50.i:                                      ; preds = %for.cond.cleanup12.i
  %add55.i = add i64 %mul53.i, %conv.i115.i
  %arrayidx56.i = getelementptr inbounds i32, ptr %pivcols, i64 %add55.i
  store i32 %c.0163.i, ptr %arrayidx56.i, align 4, !tbaa !15
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
  br i1 %16, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !35

if.then66.i:                                      ; preds = %for.cond.cleanup.i
  %arrayidx68.i = getelementptr inbounds i32, ptr %rank, i64 %idxprom.i
  store i32 %r.0.lcssa.i, ptr %arrayidx68.i, align 4, !tbaa !15
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !14
  %q.sroa.5.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.5.0.copyload.i = load i32, ptr %q.sroa.5.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !21
  %q.sroa.7.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.7.0.copyload.i = load i32, ptr %q.sroa.7.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !23
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %arrayidx4.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i
  %3 = load i32, ptr %arrayidx4.i, align 4, !tbaa !36
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
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !15
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !24

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %cond.true.i
  %best.0.i.i = phi i32 [ %n, %cond.true.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  %idxprom.i.i = zext i32 %1 to i64
  %arrayidx6.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), i64 %idxprom.i.i
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !15
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
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !15
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !15
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !15
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !26

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), align 4, !tbaa !15
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
  store i32 -1, ptr %pivot_row.i, align 4, !tbaa !38
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
  %8 = load i32, ptr %arrayidx.i94.i, align 4, !tbaa !15
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i93.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !15
  store i32 %9, ptr %arrayidx.i94.i, align 4, !tbaa !15
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !15
  %add12.i95.i = add i32 %j.079.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i95.i, %m
  br i1 %cmp5.i.i, label %for.body.i96.i, label %if.end.i.i, !llvm.loop !27

if.end.i.i:                                       ; preds = %for.body.i96.i, %if.then.i.i, %if.end11.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp13.i.i = icmp eq i32 %1, 0
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !15
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
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !28

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
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !15
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %1, %c
  %cmp2380.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2380.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !15
  %conv.i64.i.i = zext i32 %11 to i64
  %conv2.i.i70.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.081.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.081.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !15
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
  store i32 %conv8.i.i77.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !15
  %add32.i.i = add i32 %j20.081.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !29

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
  %13 = load i32, ptr %arrayidx23.i, align 4, !tbaa !15
  br label %cond.end25.i

cond.end25.i:                                     ; preds = %cond.false19.i, %for.body.i
  %cond26.i = phi i32 [ %13, %cond.false19.i ], [ 0, %for.body.i ]
  %arrayidx28.i = getelementptr inbounds i32, ptr %add.ptr15.i, i64 %.pre.i
  store i32 %cond26.i, ptr %arrayidx28.i, align 4, !tbaa !15
  %add29.i = add i32 %i.098.i, %2
  %cmp16.i = icmp ult i32 %add29.i, %n
  br i1 %cmp16.i, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !39

if.then31.i:                                      ; preds = %for.cond.cleanup.i
  %conv33.i = zext i32 %m to i64
  %mul34.i = mul nuw i64 %conv33.i, %idxprom.i
  %add36.i = add i64 %mul34.i, %conv.i89.i
  %arrayidx37.i = getelementptr inbounds i32, ptr %pivcols, i64 %add36.i
  store i32 %c, ptr %arrayidx37.i, align 4, !tbaa !15
  %pivot_row40.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  store i32 %3, ptr %pivot_row40.i, align 4, !tbaa !38
  %add41.i = add i32 %3, 1
  store i32 %add41.i, ptr %arrayidx4.i, align 4, !tbaa !36
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !14
  %q.sroa.6.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.6.0.copyload.i = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !21
  %q.sroa.9.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.9.0.copyload.i = load i32, ptr %q.sroa.9.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !23
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %arrayidx4.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i
  %3 = load i32, ptr %arrayidx4.i, align 4, !tbaa !36
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
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !15
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !24

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %cond.true.i
  %best.0.i.i = phi i32 [ %n, %cond.true.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  %idxprom.i.i = zext i32 %1 to i64
  %arrayidx6.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), i64 %idxprom.i.i
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !15
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
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !15
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !15
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !15
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !26

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), align 4, !tbaa !15
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
  store i32 -1, ptr %pivot_row.i, align 4, !tbaa !38
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
  %8 = load i32, ptr %arrayidx.i94.i, align 4, !tbaa !15
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i93.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !15
  store i32 %9, ptr %arrayidx.i94.i, align 4, !tbaa !15
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !15
  %add12.i95.i = add i32 %j.079.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i95.i, %m
  br i1 %cmp5.i.i, label %for.body.i96.i, label %if.end.i.i, !llvm.loop !27

if.end.i.i:                                       ; preds = %for.body.i96.i, %if.then.i.i, %if.end11.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp13.i.i = icmp eq i32 %1, 0
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !15
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
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !28

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
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !15
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %1, %c
  %cmp2380.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2380.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !15
  %conv.i64.i.i = zext i32 %11 to i64
  %conv2.i.i70.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.081.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.081.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !15
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
  store i32 %conv8.i.i77.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !15
  %add32.i.i = add i32 %j20.081.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !29

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
  %13 = load i32, ptr %arrayidx23.i, align 4, !tbaa !15
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
  store i32 %cond26.i, ptr %arrayidx28.i, align 4, !tbaa !15
  %add29.i = add i32 %i.0114.i, %2
  %cmp16.i = icmp ult i32 %add29.i, %n
  br i1 %cmp16.i, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !40

if.then31.i:                                      ; preds = %for.cond.cleanup.i
  %conv33.i = zext i32 %m to i64
  %mul34.i = mul nuw i64 %conv33.i, %idxprom.i
  %add36.i = add i64 %mul34.i, %conv.i89.i
  %arrayidx37.i = getelementptr inbounds i32, ptr %pivcols, i64 %add36.i
  store i32 %c, ptr %arrayidx37.i, align 4, !tbaa !15
  %pivot_row40.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  store i32 %3, ptr %pivot_row40.i, align 4, !tbaa !38
  %add41.i = add i32 %3, 1
  store i32 %add41.i, ptr %arrayidx4.i, align 4, !tbaa !36
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
  %1 = load i32, ptr %pivot_row.i, align 4, !tbaa !38
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx9.i, align 8, !tbaa.struct !14
  %q.sroa.464.0.arrayidx9.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx9.i, i64 16
  %q.sroa.464.0.copyload.i = load i64, ptr %q.sroa.464.0.arrayidx9.sroa_idx.i, align 8, !tbaa.struct !22
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
  %7 = load i32, ptr %arrayidx19.i, align 4, !tbaa !15
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
  %9 = load i32, ptr %arrayidx27.i.prol, align 4, !tbaa !15
  %cmp28.i.prol = icmp eq i32 %9, 0
  br i1 %cmp28.i.prol, label %cleanup.i.prol, label %if.end30.i.prol

if.end30.i.prol:                                  ; preds = %for.body.i.prol
  %mul32.i.prol = mul i64 %idxprom26.i.prol, %ld
  %add.ptr34.i.prol = getelementptr i32, ptr %add.ptr3363.i, i64 %mul32.i.prol
  %10 = load i32, ptr %add.ptr34.i.prol, align 4, !tbaa !15
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
  store i32 %cond.i5.i.i.prol, ptr %add.ptr34.i.prol, align 4, !tbaa !15
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
  %13 = load i32, ptr %arrayidx27.i, align 4, !tbaa !15
  %cmp28.i = icmp eq i32 %13, 0
  br i1 %cmp28.i, label %cleanup.i, label %if.end30.i

if.end30.i:                                       ; preds = %for.body.i
  %mul32.i = mul i64 %idxprom26.i, %ld
  %add.ptr34.i = getelementptr i32, ptr %add.ptr3363.i, i64 %mul32.i
  %14 = load i32, ptr %add.ptr34.i, align 4, !tbaa !15
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
  store i32 %cond.i5.i.i, ptr %add.ptr34.i, align 4, !tbaa !15
  br label %cleanup.i

cleanup.i:                                        ; preds = %if.end30.i, %for.body.i
  %inc.i = add nuw i32 %i.066.i, 1
  %idxprom26.i.1 = zext i32 %inc.i to i64
  %arrayidx27.i.1 = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.1
  %16 = load i32, ptr %arrayidx27.i.1, align 4, !tbaa !15
  %cmp28.i.1 = icmp eq i32 %16, 0
  br i1 %cmp28.i.1, label %cleanup.i.1, label %if.end30.i.1

if.end30.i.1:                                     ; preds = %cleanup.i
  %mul32.i.1 = mul i64 %idxprom26.i.1, %ld
  %add.ptr34.i.1 = getelementptr i32, ptr %add.ptr3363.i, i64 %mul32.i.1
  %17 = load i32, ptr %add.ptr34.i.1, align 4, !tbaa !15
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
  store i32 %cond.i5.i.i.1, ptr %add.ptr34.i.1, align 4, !tbaa !15
  br label %cleanup.i.1

cleanup.i.1:                                      ; preds = %if.end30.i.1, %cleanup.i
  %inc.i.1 = add nuw i32 %i.066.i, 2
  %exitcond.not.i.1 = icmp eq i32 %inc.i.1, %6
  br i1 %exitcond.not.i.1, label %_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i, !llvm.loop !41

_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit: ; preds = %for.body.i.prol.loopexit, %cleanup.i.1, %entry, %if.end.i, %if.end7.i
  ret void
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind
define dso_local void @gb_eliminate_step_montgomery(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %state, ptr nocapture noundef readonly %colbuf, i32 noundef %c, i32 noundef %rows_per_block) local_unnamed_addr #1 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idxprom.i = zext i32 %0 to i64
  %pivot_row.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  %1 = load i32, ptr %pivot_row.i, align 4, !tbaa !38
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx9.i, align 8, !tbaa.struct !14
  %q.sroa.4.0.arrayidx9.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx9.i, i64 4
  %q.sroa.4.0.copyload.i = load i32, ptr %q.sroa.4.0.arrayidx9.sroa_idx.i, align 4, !tbaa.struct !21
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
  %7 = load i32, ptr %arrayidx19.i, align 4, !tbaa !15
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
  %9 = load i32, ptr %arrayidx27.i.prol, align 4, !tbaa !15
  %cmp28.i.prol = icmp eq i32 %9, 0
  br i1 %cmp28.i.prol, label %cleanup.i.prol, label %if.end30.i.prol

if.end30.i.prol:                                  ; preds = %for.body.i.prol
  %mul32.i.prol = mul i64 %idxprom26.i.prol, %ld
  %add.ptr34.i.prol = getelementptr i32, ptr %add.ptr3363.i, i64 %mul32.i.prol
  %10 = load i32, ptr %add.ptr34.i.prol, align 4, !tbaa !15
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
  store i32 %cond.i.i.i.prol, ptr %add.ptr34.i.prol, align 4, !tbaa !15
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
  %12 = load i32, ptr %arrayidx27.i, align 4, !tbaa !15
  %cmp28.i = icmp eq i32 %12, 0
  br i1 %cmp28.i, label %cleanup.i, label %if.end30.i

if.end30.i:                                       ; preds = %for.body.i
  %mul32.i = mul i64 %idxprom26.i, %ld
  %add.ptr34.i = getelementptr i32, ptr %add.ptr3363.i, i64 %mul32.i
  %13 = load i32, ptr %add.ptr34.i, align 4, !tbaa !15
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
  store i32 %cond.i.i.i, ptr %add.ptr34.i, align 4, !tbaa !15
  br label %cleanup.i

cleanup.i:                                        ; preds = %if.end30.i, %for.body.i
  %inc.i = add nuw i32 %i.065.i, 1
  %idxprom26.i.1 = zext i32 %inc.i to i64
  %arrayidx27.i.1 = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.1
  %14 = load i32, ptr %arrayidx27.i.1, align 4, !tbaa !15
  %cmp28.i.1 = icmp eq i32 %14, 0
  br i1 %cmp28.i.1, label %cleanup.i.1, label %if.end30.i.1

if.end30.i.1:                                     ; preds = %cleanup.i
  %mul32.i.1 = mul i64 %idxprom26.i.1, %ld
  %add.ptr34.i.1 = getelementptr i32, ptr %add.ptr3363.i, i64 %mul32.i.1
  %15 = load i32, ptr %add.ptr34.i.1, align 4, !tbaa !15
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
  store i32 %cond.i.i.i.1, ptr %add.ptr34.i.1, align 4, !tbaa !15
  br label %cleanup.i.1

cleanup.i.1:                                      ; preds = %if.end30.i.1, %cleanup.i
  %inc.i.1 = add nuw i32 %i.065.i, 2
  %exitcond.not.i.1 = icmp eq i32 %inc.i.1, %6
  br i1 %exitcond.not.i.1, label %_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i, !llvm.loop !42

_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit: ; preds = %for.body.i.prol.loopexit, %cleanup.i.1, %entry, %if.end.i, %if.end7.i
  ret void
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind
define dso_local void @gb_replay_reduce(i32 noundef %nrows_todo, i32 noundef %npiv, i32 noundef %ncols, i32 noundef %nprimes, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %row_begin, ptr nocapture noundef readonly %cols, ptr nocapture noundef readonly %source, ptr nocapture noundef readonly %pool_off, ptr nocapture noundef readonly %pool, ptr nocapture noundef readonly %pivot_of_column, ptr nocapture noundef readonly %np_index, i32 noundef %nnp, i32 noundef %tail, ptr nocapture noundef %work, ptr nocapture noundef writeonly %dense, ptr nocapture noundef writeonly %leadval) local_unnamed_addr #1 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp ult i32 %add, %nprimes
  br i1 %cmp.not, label %if.end, label %cleanup167

if.end:                                           ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !14
  %q.sroa.6.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.6.0.copyload = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx, align 4, !tbaa.struct !21
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %conv = zext i32 %3 to i64
  %conv4 = zext i32 %ncols to i64
  %mul5 = mul nuw i64 %conv4, %conv
  %conv6 = zext i32 %nprimes to i64
  %mul7 = mul i64 %mul5, %conv6
  %add.ptr = getelementptr inbounds i32, ptr %work, i64 %mul7
  %cmp9272 = icmp ult i32 %3, %nrows_todo
  br i1 %cmp9272, label %for.body.lr.ph, label %cleanup167

for.body.lr.ph:                                   ; preds = %if.end
  %q.sroa.8.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %q.sroa.8.0.copyload = load i32, ptr %q.sroa.8.0.arrayidx.sroa_idx, align 8, !tbaa.struct !23
  %conv12 = zext i32 %nrows_todo to i64
  %mul13 = mul nuw i64 %idxprom, %conv12
  %conv16 = zext i32 %nnp to i64
  %cmp20261.not = icmp eq i32 %nnp, 0
  %tobool.not = icmp eq i32 %tail, 0
  %conv1.i = zext i32 %q.sroa.8.0.copyload to i64
  %conv2.i.i = zext i32 %q.sroa.0.0.copyload to i64
  %add.ptr138245 = getelementptr i32, ptr %add.ptr, i64 %idxprom
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %5 = add i32 %nnp, -1
  %xtraiter = and i32 %nnp, 7
  %6 = icmp ult i32 %5, 7
  %unroll_iter = and i32 %nnp, -8
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  %add145.prol = add nuw nsw i64 %conv6, %idxprom
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %cleanup156
  %r.0273 = phi i32 [ %3, %for.body.lr.ph ], [ %add164, %cleanup156 ]
  %add10 = add i32 %r.0273, %npiv
  %conv14 = zext i32 %r.0273 to i64
  %add15 = add i64 %mul13, %conv14
  %mul17 = mul i64 %add15, %conv16
  %add.ptr18 = getelementptr inbounds i32, ptr %dense, i64 %mul17
  br i1 %cmp20261.not, label %for.cond.cleanup21, label %for.body22.preheader

for.body22.preheader:                             ; preds = %for.body
  br i1 %6, label %for.cond.cleanup21.loopexit.unr-lcssa, label %for.body22

for.cond.cleanup21.loopexit.unr-lcssa:            ; preds = %for.body22, %for.body22.preheader
  %x.0262.unr = phi i32 [ 0, %for.body22.preheader ], [ %inc.7, %for.body22 ]
  br i1 %lcmp.mod.not, label %for.cond.cleanup21, label %for.body22.epil

for.body22.epil:                                  ; preds = %for.cond.cleanup21.loopexit.unr-lcssa, %for.body22.epil
  %x.0262.epil = phi i32 [ %inc.epil, %for.body22.epil ], [ %x.0262.unr, %for.cond.cleanup21.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body22.epil ], [ 0, %for.cond.cleanup21.loopexit.unr-lcssa ]
  %idxprom23.epil = zext i32 %x.0262.epil to i64
  %arrayidx24.epil = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.epil
  store i32 0, ptr %arrayidx24.epil, align 4, !tbaa !15
  %inc.epil = add nuw i32 %x.0262.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup21, label %for.body22.epil, !llvm.loop !43

for.cond.cleanup21:                               ; preds = %for.cond.cleanup21.loopexit.unr-lcssa, %for.body22.epil, %for.body
  %idxprom25 = zext i32 %add10 to i64
  %arrayidx26 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom25
  %7 = load i32, ptr %arrayidx26, align 4, !tbaa !15
  %add27 = add i32 %add10, 1
  %idxprom28 = zext i32 %add27 to i64
  %arrayidx29 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom28
  %8 = load i32, ptr %arrayidx29, align 4, !tbaa !15
  %cmp30 = icmp eq i32 %8, %7
  br i1 %cmp30, label %cleanup156, label %if.end32

for.body22:                                       ; preds = %for.body22.preheader, %for.body22
  %x.0262 = phi i32 [ %inc.7, %for.body22 ], [ 0, %for.body22.preheader ]
  %niter = phi i32 [ %niter.next.7, %for.body22 ], [ 0, %for.body22.preheader ]
  %idxprom23 = zext i32 %x.0262 to i64
  %arrayidx24 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23
  store i32 0, ptr %arrayidx24, align 4, !tbaa !15
  %inc = or i32 %x.0262, 1
  %idxprom23.1 = zext i32 %inc to i64
  %arrayidx24.1 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.1
  store i32 0, ptr %arrayidx24.1, align 4, !tbaa !15
  %inc.1 = or i32 %x.0262, 2
  %idxprom23.2 = zext i32 %inc.1 to i64
  %arrayidx24.2 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.2
  store i32 0, ptr %arrayidx24.2, align 4, !tbaa !15
  %inc.2 = or i32 %x.0262, 3
  %idxprom23.3 = zext i32 %inc.2 to i64
  %arrayidx24.3 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.3
  store i32 0, ptr %arrayidx24.3, align 4, !tbaa !15
  %inc.3 = or i32 %x.0262, 4
  %idxprom23.4 = zext i32 %inc.3 to i64
  %arrayidx24.4 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.4
  store i32 0, ptr %arrayidx24.4, align 4, !tbaa !15
  %inc.4 = or i32 %x.0262, 5
  %idxprom23.5 = zext i32 %inc.4 to i64
  %arrayidx24.5 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.5
  store i32 0, ptr %arrayidx24.5, align 4, !tbaa !15
  %inc.5 = or i32 %x.0262, 6
  %idxprom23.6 = zext i32 %inc.5 to i64
  %arrayidx24.6 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.6
  store i32 0, ptr %arrayidx24.6, align 4, !tbaa !15
  %inc.6 = or i32 %x.0262, 7
  %idxprom23.7 = zext i32 %inc.6 to i64
  %arrayidx24.7 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.7
  store i32 0, ptr %arrayidx24.7, align 4, !tbaa !15
  %inc.7 = add nuw i32 %x.0262, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %for.cond.cleanup21.loopexit.unr-lcssa, label %for.body22, !llvm.loop !45

if.end32:                                         ; preds = %for.cond.cleanup21
  %idxprom33 = zext i32 %7 to i64
  %arrayidx34 = getelementptr inbounds i32, ptr %cols, i64 %idxprom33
  %9 = load i32, ptr %arrayidx34, align 4, !tbaa !15
  %cmp36263 = icmp ult i32 %9, %ncols
  br i1 %cmp36263, label %for.body38.preheader, label %for.cond.cleanup37

for.body38.preheader:                             ; preds = %if.end32
  %10 = sub i32 %ncols, %9
  %11 = xor i32 %9, -1
  %12 = add i32 %11, %ncols
  %xtraiter278 = and i32 %10, 7
  %lcmp.mod279.not = icmp eq i32 %xtraiter278, 0
  br i1 %lcmp.mod279.not, label %for.body38.prol.loopexit, label %for.body38.prol

for.body38.prol:                                  ; preds = %for.body38.preheader, %for.body38.prol
  %c.0264.prol = phi i32 [ %inc46.prol, %for.body38.prol ], [ %9, %for.body38.preheader ]
  %prol.iter = phi i32 [ %prol.iter.next, %for.body38.prol ], [ 0, %for.body38.preheader ]
  %conv39.prol = zext i32 %c.0264.prol to i64
  %mul41.prol = mul nuw i64 %conv39.prol, %conv6
  %add43.prol = add i64 %mul41.prol, %idxprom
  %arrayidx44.prol = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.prol
  store i32 0, ptr %arrayidx44.prol, align 4, !tbaa !15
  %inc46.prol = add nuw i32 %c.0264.prol, 1
  %prol.iter.next = add i32 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i32 %prol.iter.next, %xtraiter278
  br i1 %prol.iter.cmp.not, label %for.body38.prol.loopexit, label %for.body38.prol, !llvm.loop !46

for.body38.prol.loopexit:                         ; preds = %for.body38.prol, %for.body38.preheader
  %c.0264.unr = phi i32 [ %9, %for.body38.preheader ], [ %inc46.prol, %for.body38.prol ]
  %13 = icmp ult i32 %12, 7
  br i1 %13, label %for.cond.cleanup37, label %for.body38

for.cond.cleanup37:                               ; preds = %for.body38.prol.loopexit, %for.body38, %if.end32
  %arrayidx49 = getelementptr inbounds i32, ptr %source, i64 %idxprom25
  %14 = load i32, ptr %arrayidx49, align 4, !tbaa !15
  %idxprom50 = zext i32 %14 to i64
  %arrayidx51 = getelementptr inbounds i64, ptr %pool_off, i64 %idxprom50
  %15 = load i64, ptr %arrayidx51, align 8, !tbaa !19
  %mul53 = mul i64 %15, %conv6
  %add.ptr54 = getelementptr inbounds i32, ptr %pool, i64 %mul53
  %cmp57265 = icmp ugt i32 %8, %7
  br i1 %cmp57265, label %for.body59.preheader, label %for.cond.cleanup58

for.body59.preheader:                             ; preds = %for.cond.cleanup37
  %16 = sub i32 %8, %7
  %17 = xor i32 %7, -1
  %18 = add i32 %8, %17
  %xtraiter280 = and i32 %16, 3
  %lcmp.mod281.not = icmp eq i32 %xtraiter280, 0
  br i1 %lcmp.mod281.not, label %for.body59.prol.loopexit, label %for.body59.prol

for.body59.prol:                                  ; preds = %for.body59.preheader, %for.body59.prol
  %x55.0266.prol = phi i32 [ %inc75.prol, %for.body59.prol ], [ %7, %for.body59.preheader ]
  %prol.iter282 = phi i32 [ %prol.iter282.next, %for.body59.prol ], [ 0, %for.body59.preheader ]
  %sub.prol = sub nuw i32 %x55.0266.prol, %7
  %conv60.prol = zext i32 %sub.prol to i64
  %mul62.prol = mul nuw i64 %conv60.prol, %conv6
  %add64.prol = add i64 %mul62.prol, %idxprom
  %arrayidx65.prol = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.prol
  %19 = load i32, ptr %arrayidx65.prol, align 4, !tbaa !15
  %idxprom66.prol = zext i32 %x55.0266.prol to i64
  %arrayidx67.prol = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.prol
  %20 = load i32, ptr %arrayidx67.prol, align 4, !tbaa !15
  %conv68.prol = zext i32 %20 to i64
  %mul70.prol = mul nuw i64 %conv68.prol, %conv6
  %add72.prol = add i64 %mul70.prol, %idxprom
  %arrayidx73.prol = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.prol
  store i32 %19, ptr %arrayidx73.prol, align 4, !tbaa !15
  %inc75.prol = add nuw i32 %x55.0266.prol, 1
  %prol.iter282.next = add i32 %prol.iter282, 1
  %prol.iter282.cmp.not = icmp eq i32 %prol.iter282.next, %xtraiter280
  br i1 %prol.iter282.cmp.not, label %for.body59.prol.loopexit, label %for.body59.prol, !llvm.loop !47

for.body59.prol.loopexit:                         ; preds = %for.body59.prol, %for.body59.preheader
  %x55.0266.unr = phi i32 [ %7, %for.body59.preheader ], [ %inc75.prol, %for.body59.prol ]
  %21 = icmp ult i32 %18, 3
  br i1 %21, label %for.cond.cleanup58, label %for.body59

for.body38:                                       ; preds = %for.body38.prol.loopexit, %for.body38
  %c.0264 = phi i32 [ %inc46.7, %for.body38 ], [ %c.0264.unr, %for.body38.prol.loopexit ]
  %conv39 = zext i32 %c.0264 to i64
  %mul41 = mul nuw i64 %conv39, %conv6
  %add43 = add i64 %mul41, %idxprom
  %arrayidx44 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43
  store i32 0, ptr %arrayidx44, align 4, !tbaa !15
  %inc46 = add nuw i32 %c.0264, 1
  %conv39.1 = zext i32 %inc46 to i64
  %mul41.1 = mul nuw i64 %conv39.1, %conv6
  %add43.1 = add i64 %mul41.1, %idxprom
  %arrayidx44.1 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.1
  store i32 0, ptr %arrayidx44.1, align 4, !tbaa !15
  %inc46.1 = add nuw i32 %c.0264, 2
  %conv39.2 = zext i32 %inc46.1 to i64
  %mul41.2 = mul nuw i64 %conv39.2, %conv6
  %add43.2 = add i64 %mul41.2, %idxprom
  %arrayidx44.2 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.2
  store i32 0, ptr %arrayidx44.2, align 4, !tbaa !15
  %inc46.2 = add nuw i32 %c.0264, 3
  %conv39.3 = zext i32 %inc46.2 to i64
  %mul41.3 = mul nuw i64 %conv39.3, %conv6
  %add43.3 = add i64 %mul41.3, %idxprom
  %arrayidx44.3 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.3
  store i32 0, ptr %arrayidx44.3, align 4, !tbaa !15
  %inc46.3 = add nuw i32 %c.0264, 4
  %conv39.4 = zext i32 %inc46.3 to i64
  %mul41.4 = mul nuw i64 %conv39.4, %conv6
  %add43.4 = add i64 %mul41.4, %idxprom
  %arrayidx44.4 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.4
  store i32 0, ptr %arrayidx44.4, align 4, !tbaa !15
  %inc46.4 = add nuw i32 %c.0264, 5
  %conv39.5 = zext i32 %inc46.4 to i64
  %mul41.5 = mul nuw i64 %conv39.5, %conv6
  %add43.5 = add i64 %mul41.5, %idxprom
  %arrayidx44.5 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.5
  store i32 0, ptr %arrayidx44.5, align 4, !tbaa !15
  %inc46.5 = add nuw i32 %c.0264, 6
  %conv39.6 = zext i32 %inc46.5 to i64
  %mul41.6 = mul nuw i64 %conv39.6, %conv6
  %add43.6 = add i64 %mul41.6, %idxprom
  %arrayidx44.6 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.6
  store i32 0, ptr %arrayidx44.6, align 4, !tbaa !15
  %inc46.6 = add nuw i32 %c.0264, 7
  %conv39.7 = zext i32 %inc46.6 to i64
  %mul41.7 = mul nuw i64 %conv39.7, %conv6
  %add43.7 = add i64 %mul41.7, %idxprom
  %arrayidx44.7 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.7
  store i32 0, ptr %arrayidx44.7, align 4, !tbaa !15
  %inc46.7 = add nuw i32 %c.0264, 8
  %exitcond274.not.7 = icmp eq i32 %inc46.7, %ncols
  br i1 %exitcond274.not.7, label %for.cond.cleanup37, label %for.body38, !llvm.loop !48

for.cond.cleanup58:                               ; preds = %for.body59.prol.loopexit, %for.body59, %for.cond.cleanup37
  br i1 %tobool.not, label %if.end92, label %if.then78

for.body59:                                       ; preds = %for.body59.prol.loopexit, %for.body59
  %x55.0266 = phi i32 [ %inc75.3, %for.body59 ], [ %x55.0266.unr, %for.body59.prol.loopexit ]
  %sub = sub nuw i32 %x55.0266, %7
  %conv60 = zext i32 %sub to i64
  %mul62 = mul nuw i64 %conv60, %conv6
  %add64 = add i64 %mul62, %idxprom
  %arrayidx65 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64
  %22 = load i32, ptr %arrayidx65, align 4, !tbaa !15
  %idxprom66 = zext i32 %x55.0266 to i64
  %arrayidx67 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66
  %23 = load i32, ptr %arrayidx67, align 4, !tbaa !15
  %conv68 = zext i32 %23 to i64
  %mul70 = mul nuw i64 %conv68, %conv6
  %add72 = add i64 %mul70, %idxprom
  %arrayidx73 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72
  store i32 %22, ptr %arrayidx73, align 4, !tbaa !15
  %inc75 = add nuw i32 %x55.0266, 1
  %sub.1 = sub nuw i32 %inc75, %7
  %conv60.1 = zext i32 %sub.1 to i64
  %mul62.1 = mul nuw i64 %conv60.1, %conv6
  %add64.1 = add i64 %mul62.1, %idxprom
  %arrayidx65.1 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.1
  %24 = load i32, ptr %arrayidx65.1, align 4, !tbaa !15
  %idxprom66.1 = zext i32 %inc75 to i64
  %arrayidx67.1 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.1
  %25 = load i32, ptr %arrayidx67.1, align 4, !tbaa !15
  %conv68.1 = zext i32 %25 to i64
  %mul70.1 = mul nuw i64 %conv68.1, %conv6
  %add72.1 = add i64 %mul70.1, %idxprom
  %arrayidx73.1 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.1
  store i32 %24, ptr %arrayidx73.1, align 4, !tbaa !15
  %inc75.1 = add nuw i32 %x55.0266, 2
  %sub.2 = sub nuw i32 %inc75.1, %7
  %conv60.2 = zext i32 %sub.2 to i64
  %mul62.2 = mul nuw i64 %conv60.2, %conv6
  %add64.2 = add i64 %mul62.2, %idxprom
  %arrayidx65.2 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.2
  %26 = load i32, ptr %arrayidx65.2, align 4, !tbaa !15
  %idxprom66.2 = zext i32 %inc75.1 to i64
  %arrayidx67.2 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.2
  %27 = load i32, ptr %arrayidx67.2, align 4, !tbaa !15
  %conv68.2 = zext i32 %27 to i64
  %mul70.2 = mul nuw i64 %conv68.2, %conv6
  %add72.2 = add i64 %mul70.2, %idxprom
  %arrayidx73.2 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.2
  store i32 %26, ptr %arrayidx73.2, align 4, !tbaa !15
  %inc75.2 = add nuw i32 %x55.0266, 3
  %sub.3 = sub nuw i32 %inc75.2, %7
  %conv60.3 = zext i32 %sub.3 to i64
  %mul62.3 = mul nuw i64 %conv60.3, %conv6
  %add64.3 = add i64 %mul62.3, %idxprom
  %arrayidx65.3 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.3
  %28 = load i32, ptr %arrayidx65.3, align 4, !tbaa !15
  %idxprom66.3 = zext i32 %inc75.2 to i64
  %arrayidx67.3 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.3
  %29 = load i32, ptr %arrayidx67.3, align 4, !tbaa !15
  %conv68.3 = zext i32 %29 to i64
  %mul70.3 = mul nuw i64 %conv68.3, %conv6
  %add72.3 = add i64 %mul70.3, %idxprom
  %arrayidx73.3 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.3
  store i32 %28, ptr %arrayidx73.3, align 4, !tbaa !15
  %inc75.3 = add nuw i32 %x55.0266, 4
  %exitcond275.not.3 = icmp eq i32 %inc75.3, %8
  br i1 %exitcond275.not.3, label %for.cond.cleanup58, label %for.body59, !llvm.loop !49

if.then78:                                        ; preds = %for.cond.cleanup58
  %conv79 = zext i32 %9 to i64
  %mul81 = mul nuw i64 %conv79, %conv6
  %add83 = add i64 %mul81, %idxprom
  %arrayidx84 = getelementptr inbounds i32, ptr %add.ptr, i64 %add83
  %30 = load i32, ptr %arrayidx84, align 4, !tbaa !15
  %mul87 = mul nuw i64 %conv14, %conv6
  %add89 = add i64 %mul87, %idxprom
  %arrayidx90 = getelementptr inbounds i32, ptr %leadval, i64 %add89
  store i32 %30, ptr %arrayidx90, align 4, !tbaa !15
  %inc91 = add i32 %9, 1
  br label %if.end92

if.end92:                                         ; preds = %if.then78, %for.cond.cleanup58
  %c77.0 = phi i32 [ %inc91, %if.then78 ], [ %9, %for.cond.cleanup58 ]
  %cmp94270 = icmp ult i32 %c77.0, %ncols
  br i1 %cmp94270, label %for.body95, label %cleanup156

for.body95:                                       ; preds = %if.end92, %cleanup152
  %c77.1271 = phi i32 [ %inc154, %cleanup152 ], [ %c77.0, %if.end92 ]
  %conv96 = zext i32 %c77.1271 to i64
  %mul98 = mul nuw i64 %conv96, %conv6
  %add100 = add i64 %mul98, %idxprom
  %arrayidx101 = getelementptr inbounds i32, ptr %add.ptr, i64 %add100
  %31 = load i32, ptr %arrayidx101, align 4, !tbaa !15
  %cmp102 = icmp eq i32 %31, 0
  br i1 %cmp102, label %cleanup152, label %if.end104

if.end104:                                        ; preds = %for.body95
  %arrayidx106 = getelementptr inbounds i32, ptr %pivot_of_column, i64 %conv96
  %32 = load i32, ptr %arrayidx106, align 4, !tbaa !15
  %cmp107 = icmp eq i32 %32, -1
  br i1 %cmp107, label %if.then108, label %if.end113

if.then108:                                       ; preds = %if.end104
  %arrayidx110 = getelementptr inbounds i32, ptr %np_index, i64 %conv96
  %33 = load i32, ptr %arrayidx110, align 4, !tbaa !15
  %idxprom111 = sext i32 %33 to i64
  %arrayidx112 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom111
  store i32 %31, ptr %arrayidx112, align 4, !tbaa !15
  br label %cleanup152

if.end113:                                        ; preds = %if.end104
  %idxprom115 = zext i32 %32 to i64
  %arrayidx116 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom115
  %34 = load i32, ptr %arrayidx116, align 4, !tbaa !15
  %add117 = add nuw i32 %32, 1
  %idxprom118 = zext i32 %add117 to i64
  %arrayidx119 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom118
  %35 = load i32, ptr %arrayidx119, align 4, !tbaa !15
  %arrayidx121 = getelementptr inbounds i32, ptr %source, i64 %idxprom115
  %36 = load i32, ptr %arrayidx121, align 4, !tbaa !15
  %idxprom122 = zext i32 %36 to i64
  %arrayidx123 = getelementptr inbounds i64, ptr %pool_off, i64 %idxprom122
  %37 = load i64, ptr %arrayidx123, align 8, !tbaa !19
  %mul125 = mul i64 %37, %conv6
  %add.ptr126 = getelementptr inbounds i32, ptr %pool, i64 %mul125
  %x127.0267 = add i32 %34, 1
  %cmp130268 = icmp ult i32 %x127.0267, %35
  br i1 %cmp130268, label %for.body132.lr.ph, label %cleanup152

for.body132.lr.ph:                                ; preds = %if.end113
  %conv.i = zext i32 %31 to i64
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
  %conv.i247 = and i64 %cond.i.i, 4294967295
  %38 = xor i32 %34, -1
  %39 = add i32 %35, %38
  %40 = add i32 %35, -2
  %xtraiter283 = and i32 %39, 1
  %lcmp.mod284.not = icmp eq i32 %xtraiter283, 0
  br i1 %lcmp.mod284.not, label %for.body132.prol.loopexit, label %for.body132.prol

for.body132.prol:                                 ; preds = %for.body132.lr.ph
  %idxprom133.prol = zext i32 %x127.0267 to i64
  %arrayidx134.prol = getelementptr inbounds i32, ptr %cols, i64 %idxprom133.prol
  %41 = load i32, ptr %arrayidx134.prol, align 4, !tbaa !15
  %conv135.prol = zext i32 %41 to i64
  %mul137.prol = mul nuw i64 %conv135.prol, %conv6
  %add.ptr139.prol = getelementptr i32, ptr %add.ptr138245, i64 %mul137.prol
  %42 = load i32, ptr %add.ptr139.prol, align 4, !tbaa !15
  %arrayidx146.prol = getelementptr inbounds i32, ptr %add.ptr126, i64 %add145.prol
  %43 = load i32, ptr %arrayidx146.prol, align 4, !tbaa !15
  %conv1.i248.prol = zext i32 %43 to i64
  %mul.i249.prol = mul nuw i64 %conv.i247, %conv1.i248.prol
  %conv.i.i250.prol = trunc i64 %mul.i249.prol to i32
  %mul.i.i251.prol = mul i32 %q.sroa.6.0.copyload, %conv.i.i250.prol
  %conv1.i.i252.prol = zext i32 %mul.i.i251.prol to i64
  %mul3.i.i254.prol = mul nuw i64 %conv1.i.i252.prol, %conv2.i.i
  %add.i.i255.prol = add i64 %mul3.i.i254.prol, %mul.i249.prol
  %shr.i.i256.prol = lshr i64 %add.i.i255.prol, 32
  %cmp.not.i.i257.prol = icmp ult i64 %shr.i.i256.prol, %conv2.i.i
  %sub.i.i258.prol = select i1 %cmp.not.i.i257.prol, i64 0, i64 %conv2.i.i
  %cond.i.i259.prol = sub nsw i64 %shr.i.i256.prol, %sub.i.i258.prol
  %conv8.i.i260.prol = trunc i64 %cond.i.i259.prol to i32
  %cmp.not.i.prol = icmp ult i32 %42, %conv8.i.i260.prol
  %add.i.prol = select i1 %cmp.not.i.prol, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.prol = sub i32 %42, %conv8.i.i260.prol
  %cond.i.prol = add i32 %a.pn.i.prol, %add.i.prol
  store i32 %cond.i.prol, ptr %add.ptr139.prol, align 4, !tbaa !15
  %x127.0.prol = add i32 %34, 2
  br label %for.body132.prol.loopexit

for.body132.prol.loopexit:                        ; preds = %for.body132.prol, %for.body132.lr.ph
  %x127.0269.unr = phi i32 [ %x127.0267, %for.body132.lr.ph ], [ %x127.0.prol, %for.body132.prol ]
  %44 = icmp eq i32 %40, %34
  br i1 %44, label %cleanup152, label %for.body132

for.body132:                                      ; preds = %for.body132.prol.loopexit, %for.body132
  %x127.0269 = phi i32 [ %x127.0.1, %for.body132 ], [ %x127.0269.unr, %for.body132.prol.loopexit ]
  %idxprom133 = zext i32 %x127.0269 to i64
  %arrayidx134 = getelementptr inbounds i32, ptr %cols, i64 %idxprom133
  %45 = load i32, ptr %arrayidx134, align 4, !tbaa !15
  %conv135 = zext i32 %45 to i64
  %mul137 = mul nuw i64 %conv135, %conv6
  %add.ptr139 = getelementptr i32, ptr %add.ptr138245, i64 %mul137
  %46 = load i32, ptr %add.ptr139, align 4, !tbaa !15
  %sub140 = sub i32 %x127.0269, %34
  %conv141 = zext i32 %sub140 to i64
  %mul143 = mul nuw i64 %conv141, %conv6
  %add145 = add i64 %mul143, %idxprom
  %arrayidx146 = getelementptr inbounds i32, ptr %add.ptr126, i64 %add145
  %47 = load i32, ptr %arrayidx146, align 4, !tbaa !15
  %conv1.i248 = zext i32 %47 to i64
  %mul.i249 = mul nuw i64 %conv.i247, %conv1.i248
  %conv.i.i250 = trunc i64 %mul.i249 to i32
  %mul.i.i251 = mul i32 %q.sroa.6.0.copyload, %conv.i.i250
  %conv1.i.i252 = zext i32 %mul.i.i251 to i64
  %mul3.i.i254 = mul nuw i64 %conv1.i.i252, %conv2.i.i
  %add.i.i255 = add i64 %mul3.i.i254, %mul.i249
  %shr.i.i256 = lshr i64 %add.i.i255, 32
  %cmp.not.i.i257 = icmp ult i64 %shr.i.i256, %conv2.i.i
  %sub.i.i258 = select i1 %cmp.not.i.i257, i64 0, i64 %conv2.i.i
  %cond.i.i259 = sub nsw i64 %shr.i.i256, %sub.i.i258
  %conv8.i.i260 = trunc i64 %cond.i.i259 to i32
  %cmp.not.i = icmp ult i32 %46, %conv8.i.i260
  %add.i = select i1 %cmp.not.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i = sub i32 %46, %conv8.i.i260
  %cond.i = add i32 %a.pn.i, %add.i
  store i32 %cond.i, ptr %add.ptr139, align 4, !tbaa !15
  %x127.0 = add i32 %x127.0269, 1
  %idxprom133.1 = zext i32 %x127.0 to i64
  %arrayidx134.1 = getelementptr inbounds i32, ptr %cols, i64 %idxprom133.1
  %48 = load i32, ptr %arrayidx134.1, align 4, !tbaa !15
  %conv135.1 = zext i32 %48 to i64
  %mul137.1 = mul nuw i64 %conv135.1, %conv6
  %add.ptr139.1 = getelementptr i32, ptr %add.ptr138245, i64 %mul137.1
  %49 = load i32, ptr %add.ptr139.1, align 4, !tbaa !15
  %sub140.1 = sub i32 %x127.0, %34
  %conv141.1 = zext i32 %sub140.1 to i64
  %mul143.1 = mul nuw i64 %conv141.1, %conv6
  %add145.1 = add i64 %mul143.1, %idxprom
  %arrayidx146.1 = getelementptr inbounds i32, ptr %add.ptr126, i64 %add145.1
  %50 = load i32, ptr %arrayidx146.1, align 4, !tbaa !15
  %conv1.i248.1 = zext i32 %50 to i64
  %mul.i249.1 = mul nuw i64 %conv.i247, %conv1.i248.1
  %conv.i.i250.1 = trunc i64 %mul.i249.1 to i32
  %mul.i.i251.1 = mul i32 %q.sroa.6.0.copyload, %conv.i.i250.1
  %conv1.i.i252.1 = zext i32 %mul.i.i251.1 to i64
  %mul3.i.i254.1 = mul nuw i64 %conv1.i.i252.1, %conv2.i.i
  %add.i.i255.1 = add i64 %mul3.i.i254.1, %mul.i249.1
  %shr.i.i256.1 = lshr i64 %add.i.i255.1, 32
  %cmp.not.i.i257.1 = icmp ult i64 %shr.i.i256.1, %conv2.i.i
  %sub.i.i258.1 = select i1 %cmp.not.i.i257.1, i64 0, i64 %conv2.i.i
  %cond.i.i259.1 = sub nsw i64 %shr.i.i256.1, %sub.i.i258.1
  %conv8.i.i260.1 = trunc i64 %cond.i.i259.1 to i32
  %cmp.not.i.1 = icmp ult i32 %49, %conv8.i.i260.1
  %add.i.1 = select i1 %cmp.not.i.1, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.1 = sub i32 %49, %conv8.i.i260.1
  %cond.i.1 = add i32 %a.pn.i.1, %add.i.1
  store i32 %cond.i.1, ptr %add.ptr139.1, align 4, !tbaa !15
  %x127.0.1 = add i32 %x127.0269, 2
  %exitcond276.not.1 = icmp eq i32 %x127.0.1, %35
  br i1 %exitcond276.not.1, label %cleanup152, label %for.body132, !llvm.loop !50

cleanup152:                                       ; preds = %for.body132.prol.loopexit, %for.body132, %if.end113, %if.then108, %for.body95
  %inc154 = add nuw i32 %c77.1271, 1
  %exitcond277.not = icmp eq i32 %inc154, %ncols
  br i1 %exitcond277.not, label %cleanup156, label %for.body95, !llvm.loop !51

cleanup156:                                       ; preds = %cleanup152, %if.end92, %for.cond.cleanup21
  %add164 = add i32 %r.0273, %4
  %cmp9 = icmp ult i32 %add164, %nrows_todo
  br i1 %cmp9, label %for.body, label %cleanup167, !llvm.loop !52

cleanup167:                                       ; preds = %cleanup156, %if.end, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_replay_echelon(i32 noundef %nrows_todo, i32 noundef %nnp, ptr nocapture noundef readonly %primes, ptr nocapture noundef %dense) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom = zext i32 %0 to i64
  %arrayidx = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !14
  %q.sroa.9.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.9.0.copyload = load i32, ptr %q.sroa.9.0.arrayidx.sroa_idx, align 4, !tbaa.struct !21
  %conv1 = zext i32 %nrows_todo to i64
  %mul = mul nuw i64 %conv1, %idxprom
  %conv2 = zext i32 %nnp to i64
  %mul3 = mul i64 %mul, %conv2
  %add.ptr = getelementptr inbounds i32, ptr %dense, i64 %mul3
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %shr = lshr i32 %1, 5
  %shr6 = lshr i32 %2, 5
  %cmp250.not = icmp eq i32 %nrows_todo, 0
  br i1 %cmp250.not, label %for.cond.cleanup, label %for.body.lr.ph

for.body.lr.ph:                                   ; preds = %entry
  %and = and i32 %1, 31
  %q.sroa.13.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %q.sroa.13.0.copyload = load i32, ptr %q.sroa.13.0.arrayidx.sroa_idx, align 8, !tbaa.struct !23
  %cmp12238 = icmp ult i32 %1, %nnp
  %idxprom18 = zext i32 %1 to i64
  %arrayidx19 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE7scratch to ptr), i64 0, i64 %idxprom18
  %cmp21.not242 = icmp ult i32 %2, 2
  %cmp45 = icmp eq i32 %1, 0
  %conv.i = zext i32 %q.sroa.0.0.copyload to i64
  %conv1.i186 = zext i32 %q.sroa.13.0.copyload to i64
  %add84 = add nuw nsw i32 %and, 1
  %cmp103 = icmp eq i32 %and, 0
  br label %for.body

for.cond.cleanup:                                 ; preds = %cleanup114, %entry
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %cleanup114
  %r.0251 = phi i32 [ 0, %for.body.lr.ph ], [ %inc.pre-phi, %cleanup114 ]
  %conv7 = zext i32 %r.0251 to i64
  %mul9 = mul nuw i64 %conv7, %conv2
  %add.ptr10 = getelementptr inbounds i32, ptr %add.ptr, i64 %mul9
  br i1 %cmp12238, label %for.body14, label %cleanup

for.body14:                                       ; preds = %for.body, %for.inc
  %j.0239 = phi i32 [ %add, %for.inc ], [ %1, %for.body ]
  %idxprom15 = zext i32 %j.0239 to i64
  %arrayidx16 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom15
  %3 = load i32, ptr %arrayidx16, align 4, !tbaa !15
  %cmp17.not = icmp eq i32 %3, 0
  br i1 %cmp17.not, label %for.inc, label %cleanup

for.inc:                                          ; preds = %for.body14
  %add = add i32 %j.0239, %2
  %cmp12 = icmp ult i32 %add, %nnp
  br i1 %cmp12, label %for.body14, label %cleanup, !llvm.loop !53

cleanup:                                          ; preds = %for.inc, %for.body14, %for.body
  %best.0 = phi i32 [ %nnp, %for.body ], [ %nnp, %for.inc ], [ %j.0239, %for.body14 ]
  store i32 %best.0, ptr %arrayidx19, align 4, !tbaa !15
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp21.not242, label %for.cond.cleanup22, label %for.body23

for.cond.cleanup22:                               ; preds = %if.end37, %cleanup
  %4 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE7scratch to ptr), align 4, !tbaa !15
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp42 = icmp eq i32 %4, %nnp
  br i1 %cmp42, label %for.cond.cleanup22.cleanup114_crit_edge, label %if.end44

for.cond.cleanup22.cleanup114_crit_edge:          ; preds = %for.cond.cleanup22
  %.pre = add nuw i32 %r.0251, 1
  br label %cleanup114

for.body23:                                       ; preds = %cleanup, %if.end37
  %s.0243.in = phi i32 [ %s.0243, %if.end37 ], [ %2, %cleanup ]
  %s.0243 = lshr i32 %s.0243.in, 1
  %cmp24 = icmp ult i32 %1, %s.0243
  br i1 %cmp24, label %land.lhs.true, label %if.end37

land.lhs.true:                                    ; preds = %for.body23
  %add25 = add i32 %s.0243, %1
  %idxprom26 = zext i32 %add25 to i64
  %arrayidx27 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE7scratch to ptr), i64 0, i64 %idxprom26
  %5 = load i32, ptr %arrayidx27, align 4, !tbaa !15
  %6 = load i32, ptr %arrayidx19, align 4, !tbaa !15
  %cmp30 = icmp ult i32 %5, %6
  br i1 %cmp30, label %if.then31, label %if.end37

if.then31:                                        ; preds = %land.lhs.true
  store i32 %5, ptr %arrayidx19, align 4, !tbaa !15
  br label %if.end37

if.end37:                                         ; preds = %if.then31, %land.lhs.true, %for.body23
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp21.not = icmp ult i32 %s.0243.in, 4
  br i1 %cmp21.not, label %for.cond.cleanup22, label %for.body23, !llvm.loop !54

if.end44:                                         ; preds = %for.cond.cleanup22
  br i1 %cmp45, label %if.then46, label %if.end51

if.then46:                                        ; preds = %if.end44
  %idxprom47 = zext i32 %4 to i64
  %arrayidx48 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom47
  %7 = load i32, ptr %arrayidx48, align 4, !tbaa !15
  %cmp.not18.i = icmp eq i32 %7, 0
  br i1 %cmp.not18.i, label %_ZL11inverse_modjj.exit, label %while.body.preheader.i

while.body.preheader.i:                           ; preds = %if.then46
  %conv1.i = zext i32 %7 to i64
  br label %while.body.i

while.body.i:                                     ; preds = %while.body.i, %while.body.preheader.i
  %t.022.i = phi i64 [ %nt.021.i, %while.body.i ], [ 0, %while.body.preheader.i ]
  %nt.021.i = phi i64 [ %sub.i, %while.body.i ], [ 1, %while.body.preheader.i ]
  %nr.020.i = phi i64 [ %sub3.i, %while.body.i ], [ %conv1.i, %while.body.preheader.i ]
  %r.019.i = phi i64 [ %nr.020.i, %while.body.i ], [ %conv.i, %while.body.preheader.i ]
  %div.i = sdiv i64 %r.019.i, %nr.020.i
  %mul.i = mul nsw i64 %div.i, %nt.021.i
  %sub.i = sub nsw i64 %t.022.i, %mul.i
  %mul2.i = mul nsw i64 %div.i, %nr.020.i
  %sub3.i = sub nsw i64 %r.019.i, %mul2.i
  %cmp.not.i = icmp eq i64 %sub3.i, 0
  br i1 %cmp.not.i, label %_ZL11inverse_modjj.exit, label %while.body.i, !llvm.loop !28

_ZL11inverse_modjj.exit:                          ; preds = %while.body.i, %if.then46
  %t.0.lcssa.i = phi i64 [ 0, %if.then46 ], [ %nt.021.i, %while.body.i ]
  %cmp4.i = icmp slt i64 %t.0.lcssa.i, 0
  %add.i = select i1 %cmp4.i, i64 %conv.i, i64 0
  %cond.i = add nsw i64 %add.i, %t.0.lcssa.i
  %conv.i185 = and i64 %cond.i, 4294967295
  %mul.i187 = mul nuw i64 %conv.i185, %conv1.i186
  %conv.i.i = trunc i64 %mul.i187 to i32
  %mul.i.i = mul i32 %q.sroa.9.0.copyload, %conv.i.i
  %conv1.i.i = zext i32 %mul.i.i to i64
  %mul3.i.i = mul nuw i64 %conv1.i.i, %conv.i
  %add.i.i = add i64 %mul3.i.i, %mul.i187
  %shr.i.i = lshr i64 %add.i.i, 32
  %cmp.not.i.i = icmp ult i64 %shr.i.i, %conv.i
  %sub.i.i = select i1 %cmp.not.i.i, i64 0, i64 %conv.i
  %cond.i.i = sub nsw i64 %shr.i.i, %sub.i.i
  %conv8.i.i = trunc i64 %cond.i.i to i32
  store i32 %conv8.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE8inv_slot to ptr), align 4, !tbaa !15
  br label %if.end51

if.end51:                                         ; preds = %_ZL11inverse_modjj.exit, %if.end44
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add53 = add i32 %4, %1
  %cmp55244 = icmp ult i32 %add53, %nnp
  br i1 %cmp55244, label %for.body57.lr.ph, label %for.cond.cleanup56

for.body57.lr.ph:                                 ; preds = %if.end51
  %8 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE8inv_slot to ptr), align 4, !tbaa !15
  %conv.i188 = zext i32 %8 to i64
  br label %for.body57

for.cond.cleanup56:                               ; preds = %for.body57, %if.end51
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add67 = add nuw i32 %r.0251, 1
  %add68 = add i32 %add67, %shr
  %cmp70248 = icmp ult i32 %add68, %nrows_todo
  br i1 %cmp70248, label %for.body72.lr.ph, label %for.cond.cleanup71

for.body72.lr.ph:                                 ; preds = %for.cond.cleanup56
  %idxprom77 = zext i32 %4 to i64
  %add85 = add i32 %add84, %4
  %cmp87246 = icmp ult i32 %add85, %nnp
  br label %for.body72

for.body57:                                       ; preds = %for.body57.lr.ph, %for.body57
  %j52.0245 = phi i32 [ %add53, %for.body57.lr.ph ], [ %add64, %for.body57 ]
  %idxprom58 = zext i32 %j52.0245 to i64
  %arrayidx59 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom58
  %9 = load i32, ptr %arrayidx59, align 4, !tbaa !15
  %conv1.i189 = zext i32 %9 to i64
  %mul.i190 = mul nuw i64 %conv1.i189, %conv.i188
  %conv.i.i191 = trunc i64 %mul.i190 to i32
  %mul.i.i192 = mul i32 %q.sroa.9.0.copyload, %conv.i.i191
  %conv1.i.i193 = zext i32 %mul.i.i192 to i64
  %mul3.i.i195 = mul nuw i64 %conv1.i.i193, %conv.i
  %add.i.i196 = add i64 %mul3.i.i195, %mul.i190
  %shr.i.i197 = lshr i64 %add.i.i196, 32
  %cmp.not.i.i198 = icmp ult i64 %shr.i.i197, %conv.i
  %sub.i.i199 = select i1 %cmp.not.i.i198, i64 0, i64 %conv.i
  %cond.i.i200 = sub nsw i64 %shr.i.i197, %sub.i.i199
  %conv8.i.i201 = trunc i64 %cond.i.i200 to i32
  store i32 %conv8.i.i201, ptr %arrayidx59, align 4, !tbaa !15
  %add64 = add i32 %j52.0245, %2
  %cmp55 = icmp ult i32 %add64, %nnp
  br i1 %cmp55, label %for.body57, label %for.cond.cleanup56, !llvm.loop !55

for.cond.cleanup71:                               ; preds = %cleanup108, %for.cond.cleanup56
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cleanup114

for.body72:                                       ; preds = %for.body72.lr.ph, %cleanup108
  %i.0249 = phi i32 [ %add68, %for.body72.lr.ph ], [ %add111, %cleanup108 ]
  %conv73 = zext i32 %i.0249 to i64
  %mul75 = mul nuw i64 %conv73, %conv2
  %add.ptr76 = getelementptr inbounds i32, ptr %add.ptr, i64 %mul75
  %arrayidx78 = getelementptr inbounds i32, ptr %add.ptr76, i64 %idxprom77
  %10 = load i32, ptr %arrayidx78, align 4, !tbaa !15
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp79 = icmp eq i32 %10, 0
  br i1 %cmp79, label %cleanup108, label %if.end81

if.end81:                                         ; preds = %for.body72
  br i1 %cmp87246, label %for.body89.lr.ph, label %for.cond.cleanup88

for.body89.lr.ph:                                 ; preds = %if.end81
  %conv.i202 = zext i32 %10 to i64
  %mul.i205 = mul nuw i64 %conv.i202, %conv1.i186
  %conv.i.i208 = trunc i64 %mul.i205 to i32
  %mul.i.i209 = mul i32 %q.sroa.9.0.copyload, %conv.i.i208
  %conv1.i.i210 = zext i32 %mul.i.i209 to i64
  %mul3.i.i212 = mul nuw i64 %conv1.i.i210, %conv.i
  %add.i.i213 = add i64 %mul3.i.i212, %mul.i205
  %shr.i.i214 = lshr i64 %add.i.i213, 32
  %cmp.not.i.i215 = icmp ult i64 %shr.i.i214, %conv.i
  %sub.i.i216 = select i1 %cmp.not.i.i215, i64 0, i64 %conv.i
  %cond.i.i217 = sub nsw i64 %shr.i.i214, %sub.i.i216
  %conv.i219 = and i64 %cond.i.i217, 4294967295
  br label %for.body89

for.cond.cleanup88:                               ; preds = %for.body89, %if.end81
  br i1 %cmp103, label %if.then104, label %cleanup108

for.body89:                                       ; preds = %for.body89.lr.ph, %for.body89
  %j83.0247 = phi i32 [ %add85, %for.body89.lr.ph ], [ %add100, %for.body89 ]
  %idxprom90 = zext i32 %j83.0247 to i64
  %arrayidx91 = getelementptr inbounds i32, ptr %add.ptr76, i64 %idxprom90
  %11 = load i32, ptr %arrayidx91, align 4, !tbaa !15
  %arrayidx93 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom90
  %12 = load i32, ptr %arrayidx93, align 4, !tbaa !15
  %conv1.i220 = zext i32 %12 to i64
  %mul.i221 = mul nuw i64 %conv.i219, %conv1.i220
  %conv.i.i222 = trunc i64 %mul.i221 to i32
  %mul.i.i223 = mul i32 %q.sroa.9.0.copyload, %conv.i.i222
  %conv1.i.i224 = zext i32 %mul.i.i223 to i64
  %mul3.i.i226 = mul nuw i64 %conv1.i.i224, %conv.i
  %add.i.i227 = add i64 %mul3.i.i226, %mul.i221
  %shr.i.i228 = lshr i64 %add.i.i227, 32
  %cmp.not.i.i229 = icmp ult i64 %shr.i.i228, %conv.i
  %sub.i.i230 = select i1 %cmp.not.i.i229, i64 0, i64 %conv.i
  %cond.i.i231 = sub nsw i64 %shr.i.i228, %sub.i.i230
  %conv8.i.i232 = trunc i64 %cond.i.i231 to i32
  %cmp.not.i233 = icmp ult i32 %11, %conv8.i.i232
  %add.i234 = select i1 %cmp.not.i233, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i = sub i32 %11, %conv8.i.i232
  %cond.i235 = add i32 %a.pn.i, %add.i234
  store i32 %cond.i235, ptr %arrayidx91, align 4, !tbaa !15
  %add100 = add i32 %j83.0247, 32
  %cmp87 = icmp ult i32 %add100, %nnp
  br i1 %cmp87, label %for.body89, label %for.cond.cleanup88, !llvm.loop !56

if.then104:                                       ; preds = %for.cond.cleanup88
  store i32 0, ptr %arrayidx78, align 4, !tbaa !15
  br label %cleanup108

cleanup108:                                       ; preds = %for.cond.cleanup88, %if.then104, %for.body72
  %add111 = add i32 %i.0249, %shr6
  %cmp70 = icmp ult i32 %add111, %nrows_todo
  br i1 %cmp70, label %for.body72, label %for.cond.cleanup71, !llvm.loop !57

cleanup114:                                       ; preds = %for.cond.cleanup22.cleanup114_crit_edge, %for.cond.cleanup71
  %inc.pre-phi = phi i32 [ %.pre, %for.cond.cleanup22.cleanup114_crit_edge ], [ %add67, %for.cond.cleanup71 ]
  %exitcond.not = icmp eq i32 %inc.pre-phi, %nrows_todo
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !58
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind
define dso_local void @gb_replay_gather(i32 noundef %nrows_todo, i32 noundef %nnp, i32 noundef %nprimes, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %dense, ptr nocapture noundef readonly %leadval, i32 noundef %tail, ptr nocapture noundef readonly %np_cols, ptr nocapture noundef readonly %first_col, ptr nocapture noundef readonly %expected, ptr nocapture noundef readonly %out_begin, ptr nocapture noundef readonly %out_cols, ptr nocapture noundef readonly %pool_off, i32 noundef %out_pool, ptr nocapture noundef writeonly %pool, ptr nocapture noundef writeonly %bad) local_unnamed_addr #1 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cmp.not = icmp ult i32 %add, %nprimes
  %cmp4.not = icmp ult i32 %3, %nrows_todo
  %or.cond = and i1 %cmp4.not, %cmp.not
  br i1 %or.cond, label %if.end, label %cleanup137

if.end:                                           ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !14
  %q.sroa.7.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.7.0.copyload = load i32, ptr %q.sroa.7.0.arrayidx.sroa_idx, align 4, !tbaa.struct !21
  %q.sroa.10.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %q.sroa.10.0.copyload = load i32, ptr %q.sroa.10.0.arrayidx.sroa_idx, align 8, !tbaa.struct !23
  %conv5 = zext i32 %nrows_todo to i64
  %mul6 = mul nuw i64 %idxprom, %conv5
  %conv7 = zext i32 %3 to i64
  %add8 = add nuw i64 %mul6, %conv7
  %conv9 = zext i32 %nnp to i64
  %mul10 = mul i64 %add8, %conv9
  %add.ptr = getelementptr inbounds i32, ptr %dense, i64 %mul10
  %arrayidx12 = getelementptr inbounds i32, ptr %out_begin, i64 %conv7
  %4 = load i32, ptr %arrayidx12, align 4, !tbaa !15
  %add13 = add nuw i32 %3, 1
  %idxprom14 = zext i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds i32, ptr %out_begin, i64 %idxprom14
  %5 = load i32, ptr %arrayidx15, align 4, !tbaa !15
  %add16 = add i32 %3, %out_pool
  %idxprom17 = zext i32 %add16 to i64
  %arrayidx18 = getelementptr inbounds i64, ptr %pool_off, i64 %idxprom17
  %6 = load i64, ptr %arrayidx18, align 8, !tbaa !19
  %conv19 = zext i32 %nprimes to i64
  %mul20 = mul i64 %6, %conv19
  %add.ptr21 = getelementptr inbounds i32, ptr %pool, i64 %mul20
  %sub = sub i32 %5, %4
  %cmp22249.not = icmp eq i32 %5, %4
  br i1 %cmp22249.not, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %if.end
  %7 = xor i32 %4, -1
  %8 = add i32 %5, %7
  %xtraiter = and i32 %sub, 7
  %9 = icmp ult i32 %8, 7
  br i1 %9, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %sub, -8
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %k.0250.unr = phi i32 [ 0, %for.body.preheader ], [ %inc.7, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %k.0250.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %k.0250.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %conv23.epil = zext i32 %k.0250.epil to i64
  %mul25.epil = mul nuw i64 %conv23.epil, %conv19
  %add27.epil = add i64 %mul25.epil, %idxprom
  %arrayidx28.epil = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.epil
  store i32 0, ptr %arrayidx28.epil, align 4, !tbaa !15
  %inc.epil = add nuw i32 %k.0250.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !59

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %if.end
  %conv1.i = zext i32 %q.sroa.10.0.copyload to i64
  %mul.i.i = mul i32 %q.sroa.10.0.copyload, %q.sroa.7.0.copyload
  %conv1.i.i = zext i32 %mul.i.i to i64
  %conv2.i.i = zext i32 %q.sroa.0.0.copyload to i64
  %mul3.i.i = mul nuw i64 %conv1.i.i, %conv2.i.i
  %add.i.i = add nuw i64 %mul3.i.i, %conv1.i
  %shr.i.i = lshr i64 %add.i.i, 32
  %cmp.not.i.i = icmp ult i64 %shr.i.i, %conv2.i.i
  %sub.i.i = select i1 %cmp.not.i.i, i64 0, i64 %conv2.i.i
  %cond.i.i = sub nsw i64 %shr.i.i, %sub.i.i
  %tobool.not = icmp eq i32 %tail, 0
  br i1 %tobool.not, label %while.cond.preheader, label %if.then31

while.cond.preheader:                             ; preds = %for.cond.cleanup
  %cmp66251.not = icmp eq i32 %nnp, 0
  br i1 %cmp66251.not, label %cond.end, label %land.rhs

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %k.0250 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.7, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.7, %for.body ]
  %conv23 = zext i32 %k.0250 to i64
  %mul25 = mul nuw i64 %conv23, %conv19
  %add27 = add nuw i64 %mul25, %idxprom
  %arrayidx28 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27
  store i32 0, ptr %arrayidx28, align 4, !tbaa !15
  %inc = or i32 %k.0250, 1
  %conv23.1 = zext i32 %inc to i64
  %mul25.1 = mul nuw i64 %conv23.1, %conv19
  %add27.1 = add i64 %mul25.1, %idxprom
  %arrayidx28.1 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.1
  store i32 0, ptr %arrayidx28.1, align 4, !tbaa !15
  %inc.1 = or i32 %k.0250, 2
  %conv23.2 = zext i32 %inc.1 to i64
  %mul25.2 = mul nuw i64 %conv23.2, %conv19
  %add27.2 = add i64 %mul25.2, %idxprom
  %arrayidx28.2 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.2
  store i32 0, ptr %arrayidx28.2, align 4, !tbaa !15
  %inc.2 = or i32 %k.0250, 3
  %conv23.3 = zext i32 %inc.2 to i64
  %mul25.3 = mul nuw i64 %conv23.3, %conv19
  %add27.3 = add i64 %mul25.3, %idxprom
  %arrayidx28.3 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.3
  store i32 0, ptr %arrayidx28.3, align 4, !tbaa !15
  %inc.3 = or i32 %k.0250, 4
  %conv23.4 = zext i32 %inc.3 to i64
  %mul25.4 = mul nuw i64 %conv23.4, %conv19
  %add27.4 = add i64 %mul25.4, %idxprom
  %arrayidx28.4 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.4
  store i32 0, ptr %arrayidx28.4, align 4, !tbaa !15
  %inc.4 = or i32 %k.0250, 5
  %conv23.5 = zext i32 %inc.4 to i64
  %mul25.5 = mul nuw i64 %conv23.5, %conv19
  %add27.5 = add i64 %mul25.5, %idxprom
  %arrayidx28.5 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.5
  store i32 0, ptr %arrayidx28.5, align 4, !tbaa !15
  %inc.5 = or i32 %k.0250, 6
  %conv23.6 = zext i32 %inc.5 to i64
  %mul25.6 = mul nuw i64 %conv23.6, %conv19
  %add27.6 = add i64 %mul25.6, %idxprom
  %arrayidx28.6 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.6
  store i32 0, ptr %arrayidx28.6, align 4, !tbaa !15
  %inc.6 = or i32 %k.0250, 7
  %conv23.7 = zext i32 %inc.6 to i64
  %mul25.7 = mul nuw i64 %conv23.7, %conv19
  %add27.7 = add i64 %mul25.7, %idxprom
  %arrayidx28.7 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.7
  store i32 0, ptr %arrayidx28.7, align 4, !tbaa !15
  %inc.7 = add nuw i32 %k.0250, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !60

if.then31:                                        ; preds = %for.cond.cleanup
  %mul34 = mul nuw i64 %conv19, %conv7
  %add36 = add i64 %mul34, %idxprom
  %arrayidx37 = getelementptr inbounds i32, ptr %leadval, i64 %add36
  %10 = load i32, ptr %arrayidx37, align 4, !tbaa !15
  %arrayidx39 = getelementptr inbounds i32, ptr %first_col, i64 %conv7
  %11 = load i32, ptr %arrayidx39, align 4, !tbaa !15
  %cmp40 = icmp eq i32 %10, 0
  br i1 %cmp40, label %if.then51, label %lor.lhs.false41

lor.lhs.false41:                                  ; preds = %if.then31
  %arrayidx43 = getelementptr inbounds i32, ptr %expected, i64 %conv7
  %12 = load i32, ptr %arrayidx43, align 4, !tbaa !15
  %cmp44.not = icmp ne i32 %11, %12
  %or.cond213 = select i1 %cmp44.not, i1 true, i1 %cmp22249.not
  br i1 %or.cond213, label %if.then51, label %lor.lhs.false47

lor.lhs.false47:                                  ; preds = %lor.lhs.false41
  %idxprom48 = zext i32 %4 to i64
  %arrayidx49 = getelementptr inbounds i32, ptr %out_cols, i64 %idxprom48
  %13 = load i32, ptr %arrayidx49, align 4, !tbaa !15
  %cmp50.not = icmp eq i32 %13, %11
  br i1 %cmp50.not, label %while.body.preheader.i, label %if.then51

if.then51:                                        ; preds = %lor.lhs.false47, %lor.lhs.false41, %if.then31
  %arrayidx53 = getelementptr inbounds i32, ptr %bad, i64 %idxprom
  store i32 1, ptr %arrayidx53, align 4, !tbaa !15
  br label %cleanup

while.body.preheader.i:                           ; preds = %lor.lhs.false47
  %conv1.i215 = zext i32 %10 to i64
  br label %while.body.i

while.body.i:                                     ; preds = %while.body.i, %while.body.preheader.i
  %t.022.i = phi i64 [ %nt.021.i, %while.body.i ], [ 0, %while.body.preheader.i ]
  %nt.021.i = phi i64 [ %sub.i, %while.body.i ], [ 1, %while.body.preheader.i ]
  %nr.020.i = phi i64 [ %sub3.i, %while.body.i ], [ %conv1.i215, %while.body.preheader.i ]
  %r.019.i = phi i64 [ %nr.020.i, %while.body.i ], [ %conv2.i.i, %while.body.preheader.i ]
  %div.i = sdiv i64 %r.019.i, %nr.020.i
  %mul.i = mul nsw i64 %div.i, %nt.021.i
  %sub.i = sub nsw i64 %t.022.i, %mul.i
  %mul2.i = mul nsw i64 %div.i, %nr.020.i
  %sub3.i = sub nsw i64 %r.019.i, %mul2.i
  %cmp.not.i = icmp eq i64 %sub3.i, 0
  br i1 %cmp.not.i, label %_ZL11inverse_modjj.exit, label %while.body.i, !llvm.loop !28

_ZL11inverse_modjj.exit:                          ; preds = %while.body.i
  %cmp4.i = icmp slt i64 %nt.021.i, 0
  %add.i = select i1 %cmp4.i, i64 %conv2.i.i, i64 0
  %cond.i = add nsw i64 %add.i, %nt.021.i
  %conv.i216 = and i64 %cond.i, 4294967295
  %mul.i219 = mul nuw i64 %conv.i216, %conv1.i
  %conv.i.i = trunc i64 %mul.i219 to i32
  %mul.i.i222 = mul i32 %q.sroa.7.0.copyload, %conv.i.i
  %conv1.i.i223 = zext i32 %mul.i.i222 to i64
  %mul3.i.i225 = mul nuw i64 %conv1.i.i223, %conv2.i.i
  %add.i.i226 = add i64 %mul3.i.i225, %mul.i219
  %shr.i.i227 = lshr i64 %add.i.i226, 32
  %cmp.not.i.i228 = icmp ult i64 %shr.i.i227, %conv2.i.i
  %sub.i.i229 = select i1 %cmp.not.i.i228, i64 0, i64 %conv2.i.i
  %cond.i.i230 = sub nsw i64 %shr.i.i227, %sub.i.i229
  %arrayidx63 = getelementptr inbounds i32, ptr %add.ptr21, i64 %idxprom
  store i32 1, ptr %arrayidx63, align 4, !tbaa !15
  %inc64 = add i32 %4, 1
  br label %cleanup

cleanup:                                          ; preds = %_ZL11inverse_modjj.exit, %if.then51
  %scale.0 = phi i64 [ %cond.i.i, %if.then51 ], [ %cond.i.i230, %_ZL11inverse_modjj.exit ]
  %k29.0 = phi i32 [ %4, %if.then51 ], [ %inc64, %_ZL11inverse_modjj.exit ]
  %cond142 = phi i1 [ false, %if.then51 ], [ true, %_ZL11inverse_modjj.exit ]
  br i1 %cond142, label %if.end84, label %cleanup137

land.rhs:                                         ; preds = %while.cond.preheader, %while.body
  %x.0252 = phi i32 [ %inc70, %while.body ], [ 0, %while.cond.preheader ]
  %idxprom67 = zext i32 %x.0252 to i64
  %arrayidx68 = getelementptr inbounds i32, ptr %add.ptr, i64 %idxprom67
  %14 = load i32, ptr %arrayidx68, align 4, !tbaa !15
  %cmp69 = icmp eq i32 %14, 0
  br i1 %cmp69, label %while.body, label %while.end

while.body:                                       ; preds = %land.rhs
  %inc70 = add nuw i32 %x.0252, 1
  %exitcond262.not = icmp eq i32 %inc70, %nnp
  br i1 %exitcond262.not, label %cond.end, label %land.rhs, !llvm.loop !61

while.end:                                        ; preds = %land.rhs
  %arrayidx73 = getelementptr inbounds i32, ptr %np_cols, i64 %idxprom67
  %15 = load i32, ptr %arrayidx73, align 4, !tbaa !15
  br label %cond.end

cond.end:                                         ; preds = %while.body, %while.cond.preheader, %while.end
  %x.0248 = phi i32 [ %x.0252, %while.end ], [ 0, %while.cond.preheader ], [ %nnp, %while.body ]
  %cond = phi i32 [ %15, %while.end ], [ -1, %while.cond.preheader ], [ -1, %while.body ]
  %arrayidx75 = getelementptr inbounds i32, ptr %expected, i64 %conv7
  %16 = load i32, ptr %arrayidx75, align 4, !tbaa !15
  %cmp76.not = icmp eq i32 %cond, %16
  br i1 %cmp76.not, label %if.end84, label %if.then77

if.then77:                                        ; preds = %cond.end
  %arrayidx79 = getelementptr inbounds i32, ptr %bad, i64 %idxprom
  store i32 1, ptr %arrayidx79, align 4, !tbaa !15
  br label %cleanup137

if.end84:                                         ; preds = %cond.end, %cleanup
  %x.1 = phi i32 [ 0, %cleanup ], [ %x.0248, %cond.end ]
  %scale.1 = phi i64 [ %scale.0, %cleanup ], [ %cond.i.i, %cond.end ]
  %k29.1 = phi i32 [ %k29.0, %cleanup ], [ %4, %cond.end ]
  %cmp86257 = icmp ult i32 %x.1, %nnp
  br i1 %cmp86257, label %for.body87.lr.ph, label %cleanup137

for.body87.lr.ph:                                 ; preds = %if.end84
  %conv.i232 = and i64 %scale.1, 4294967295
  %arrayidx112 = getelementptr inbounds i32, ptr %bad, i64 %idxprom
  br label %for.body87

for.body87:                                       ; preds = %for.body87.lr.ph, %for.inc126
  %k29.2259 = phi i32 [ %k29.1, %for.body87.lr.ph ], [ %k29.4, %for.inc126 ]
  %x.2258 = phi i32 [ %x.1, %for.body87.lr.ph ], [ %inc127, %for.inc126 ]
  %idxprom88 = zext i32 %x.2258 to i64
  %arrayidx89 = getelementptr inbounds i32, ptr %add.ptr, i64 %idxprom88
  %17 = load i32, ptr %arrayidx89, align 4, !tbaa !15
  %cmp90 = icmp eq i32 %17, 0
  br i1 %cmp90, label %cleanup123, label %if.end92

if.end92:                                         ; preds = %for.body87
  %arrayidx94 = getelementptr inbounds i32, ptr %np_cols, i64 %idxprom88
  %18 = load i32, ptr %arrayidx94, align 4, !tbaa !15
  %cmp96253 = icmp ult i32 %k29.2259, %5
  br i1 %cmp96253, label %land.rhs97, label %while.end104

land.rhs97:                                       ; preds = %if.end92, %while.body102
  %k29.3254 = phi i32 [ %inc103, %while.body102 ], [ %k29.2259, %if.end92 ]
  %idxprom98 = zext i32 %k29.3254 to i64
  %arrayidx99 = getelementptr inbounds i32, ptr %out_cols, i64 %idxprom98
  %19 = load i32, ptr %arrayidx99, align 4, !tbaa !15
  %cmp100 = icmp ult i32 %19, %18
  br i1 %cmp100, label %while.body102, label %while.end104

while.body102:                                    ; preds = %land.rhs97
  %inc103 = add i32 %k29.3254, 1
  %exitcond263.not = icmp eq i32 %inc103, %5
  br i1 %exitcond263.not, label %while.end104, label %land.rhs97, !llvm.loop !62

while.end104:                                     ; preds = %land.rhs97, %while.body102, %if.end92
  %k29.3.lcssa = phi i32 [ %k29.2259, %if.end92 ], [ %k29.3254, %land.rhs97 ], [ %5, %while.body102 ]
  %cmp105 = icmp eq i32 %k29.3.lcssa, %5
  br i1 %cmp105, label %if.then110, label %lor.lhs.false106

lor.lhs.false106:                                 ; preds = %while.end104
  %idxprom107 = zext i32 %k29.3.lcssa to i64
  %arrayidx108 = getelementptr inbounds i32, ptr %out_cols, i64 %idxprom107
  %20 = load i32, ptr %arrayidx108, align 4, !tbaa !15
  %cmp109.not = icmp eq i32 %20, %18
  br i1 %cmp109.not, label %if.end113, label %if.then110

if.then110:                                       ; preds = %lor.lhs.false106, %while.end104
  store i32 1, ptr %arrayidx112, align 4, !tbaa !15
  br label %cleanup123

if.end113:                                        ; preds = %lor.lhs.false106
  %conv1.i233 = zext i32 %17 to i64
  %mul.i234 = mul nuw i64 %conv.i232, %conv1.i233
  %conv.i.i235 = trunc i64 %mul.i234 to i32
  %mul.i.i236 = mul i32 %q.sroa.7.0.copyload, %conv.i.i235
  %conv1.i.i237 = zext i32 %mul.i.i236 to i64
  %mul3.i.i239 = mul nuw i64 %conv1.i.i237, %conv2.i.i
  %add.i.i240 = add i64 %mul3.i.i239, %mul.i234
  %shr.i.i241 = lshr i64 %add.i.i240, 32
  %cmp.not.i.i242 = icmp ult i64 %shr.i.i241, %conv2.i.i
  %sub.i.i243 = select i1 %cmp.not.i.i242, i64 0, i64 %conv2.i.i
  %cond.i.i244 = sub nsw i64 %shr.i.i241, %sub.i.i243
  %conv8.i.i245 = trunc i64 %cond.i.i244 to i32
  %sub115 = sub i32 %k29.3.lcssa, %4
  %conv116 = zext i32 %sub115 to i64
  %mul118 = mul nuw i64 %conv116, %conv19
  %add120 = add i64 %mul118, %idxprom
  %arrayidx121 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add120
  store i32 %conv8.i.i245, ptr %arrayidx121, align 4, !tbaa !15
  br label %cleanup123

cleanup123:                                       ; preds = %if.then110, %if.end113, %for.body87
  %k29.4 = phi i32 [ %k29.2259, %for.body87 ], [ %k29.3.lcssa, %if.end113 ], [ %k29.3.lcssa, %if.then110 ]
  %cleanup.dest.slot.3 = phi i32 [ 9, %for.body87 ], [ 0, %if.end113 ], [ 1, %if.then110 ]
  switch i32 %cleanup.dest.slot.3, label %cleanup137 [
    i32 0, label %for.inc126
    i32 9, label %for.inc126
  ]

for.inc126:                                       ; preds = %cleanup123, %cleanup123
  %inc127 = add nuw i32 %x.2258, 1
  %exitcond264.not = icmp eq i32 %inc127, %nnp
  br i1 %exitcond264.not, label %cleanup137, label %for.body87, !llvm.loop !63

cleanup137:                                       ; preds = %for.inc126, %cleanup123, %if.end84, %cleanup, %if.then77, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind
define dso_local void @gb_planted_race(ptr nocapture noundef writeonly %out) local_unnamed_addr #2 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idxprom = zext i32 %0 to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_planted_raceE4slot to ptr), i64 %idxprom
  store volatile i32 %0, ptr %arrayidx, align 4, !tbaa !15
  %add = add i32 %0, 32
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %rem = urem i32 %add, %1
  %idxprom2 = zext i32 %rem to i64
  %arrayidx3 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_planted_raceE4slot to ptr), i64 %idxprom2
  %2 = load volatile i32, ptr %arrayidx3, align 4, !tbaa !15
  %arrayidx5 = getelementptr inbounds i32, ptr %out, i64 %idxprom
  store i32 %2, ptr %arrayidx5, align 4, !tbaa !15
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
declare void @llvm.nvvm.barrier.sync(i32) #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx75,+sm_86" }
attributes #1 = { argmemonly mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx75,+sm_86" }
attributes #2 = { mustprogress nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx75,+sm_86" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9}
!llvm.module.flags = !{!10, !11, !12}

!0 = !{ptr @gb_rref_block_barrett, !"kernel", i32 1}
!1 = !{ptr @gb_rref_block_montgomery, !"kernel", i32 1}
!2 = !{ptr @gb_pivot_step_barrett, !"kernel", i32 1}
!3 = !{ptr @gb_pivot_step_montgomery, !"kernel", i32 1}
!4 = !{ptr @gb_eliminate_step_barrett, !"kernel", i32 1}
!5 = !{ptr @gb_eliminate_step_montgomery, !"kernel", i32 1}
!6 = !{ptr @gb_replay_reduce, !"kernel", i32 1}
!7 = !{ptr @gb_replay_echelon, !"kernel", i32 1}
!8 = !{ptr @gb_replay_gather, !"kernel", i32 1}
!9 = !{ptr @gb_planted_race, !"kernel", i32 1}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!12 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{i64 0, i64 4, !15, i64 4, i64 4, !15, i64 8, i64 4, !15, i64 12, i64 4, !15, i64 16, i64 8, !19}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C++ TBAA"}
!19 = !{!20, !20, i64 0}
!20 = !{!"long long", !17, i64 0}
!21 = !{i64 0, i64 4, !15, i64 4, i64 4, !15, i64 8, i64 4, !15, i64 12, i64 8, !19}
!22 = !{i64 0, i64 8, !19}
!23 = !{i64 0, i64 4, !15, i64 4, i64 4, !15, i64 8, i64 8, !19}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = distinct !{!26, !25}
!27 = distinct !{!27, !25}
!28 = distinct !{!28, !25}
!29 = distinct !{!29, !25}
!30 = distinct !{!30, !25}
!31 = distinct !{!31, !25}
!32 = distinct !{!32, !25}
!33 = distinct !{!33, !25}
!34 = distinct !{!34, !25}
!35 = distinct !{!35, !25}
!36 = !{!37, !16, i64 0}
!37 = !{!"_ZTS9StepState", !16, i64 0, !16, i64 4}
!38 = !{!37, !16, i64 4}
!39 = distinct !{!39, !25}
!40 = distinct !{!40, !25}
!41 = distinct !{!41, !25}
!42 = distinct !{!42, !25}
!43 = distinct !{!43, !44}
!44 = !{!"llvm.loop.unroll.disable"}
!45 = distinct !{!45, !25}
!46 = distinct !{!46, !44}
!47 = distinct !{!47, !44}
!48 = distinct !{!48, !25}
!49 = distinct !{!49, !25}
!50 = distinct !{!50, !25}
!51 = distinct !{!51, !25}
!52 = distinct !{!52, !25}
!53 = distinct !{!53, !25}
!54 = distinct !{!54, !25}
!55 = distinct !{!55, !25}
!56 = distinct !{!56, !25}
!57 = distinct !{!57, !25}
!58 = distinct !{!58, !25}
!59 = distinct !{!59, !44}
!60 = distinct !{!60, !25}
!61 = distinct !{!61, !25}
!62 = distinct !{!62, !25}
!63 = distinct !{!63, !25}
