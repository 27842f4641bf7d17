; ModuleID = 'modular_elimination.cu'
source_filename = "modular_elimination.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.GbPrime = type { i32, i32, i32, i32, i64 }
%struct.StepState = type { i32, i32 }
%struct.PanelState = type { i32, i32, [16 x i32], [16 x i32], [256 x i32] }

@_ZZ10gb_panel_wE4kinv = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ15gb_panel_updateE2cs = internal unnamed_addr addrspace(3) global [64 x [16 x i32]] undef, align 4
@_ZZ15gb_panel_updateE2ws = internal unnamed_addr addrspace(3) global [16 x [64 x i32]] undef, align 4
@_ZZ15gb_panel_updateE3own = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4
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
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.0 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.1 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.2 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.3 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.4 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.5 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.6 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.7 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.8 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.9 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.10 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.11 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.12 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.13 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.14 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.15 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4pinv = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug = internal unnamed_addr addrspace(3) global [16 x [32 x i32]] undef, align 4
@gb_panel_smem = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.0 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.1 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.2 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.3 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.4 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.5 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.6 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.7 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.8 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.9 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.10 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.11 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.12 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.13 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.14 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.15 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4pinv = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug = internal unnamed_addr addrspace(3) global [16 x [32 x i32]] undef, align 4
@_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.0 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.1 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.2 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.3 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.4 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.5 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.6 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.7 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.8 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.9 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.10 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.11 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4pinv = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug = internal unnamed_addr addrspace(3) global [16 x [32 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_rref_block_barrett(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef writeonly %pivcols, ptr nocapture noundef writeonly %rank) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom.i = zext i32 %0 to i64
  %arrayidx.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !20
  %q.sroa.6.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.6.0.copyload.i = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !27
  %q.sroa.9131.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 16
  %q.sroa.9131.0.copyload.i = load i64, ptr %q.sroa.9131.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !28
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
  %q.sroa.8.0.copyload.i = load i32, ptr %q.sroa.8.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !29
  %idxprom.i.i = zext i32 %1 to i64
  %arrayidx6.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), i64 %idxprom.i.i
  %cmp8.not58.i.i = icmp ult i32 %2, 2
  %cmp13.i.i = icmp eq i32 %1, 0
  %conv4.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %conv1.i.i.i = zext i32 %q.sroa.8.0.copyload.i to i64
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
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !21
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !30

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %for.body.i
  %best.0.i.i = phi i32 [ %n, %for.body.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !21
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
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !21
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !21
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !21
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !32

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), align 4, !tbaa !21
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
  %cmp577.i.i = icmp ult i32 %add.i118.i, %m
  br i1 %cmp577.i.i, label %for.body.i122.i, label %if.end.i.i

for.body.i122.i:                                  ; preds = %if.then.i.i, %for.body.i122.i
  %j.078.i.i = phi i32 [ %add12.i121.i, %for.body.i122.i ], [ %add.i118.i, %if.then.i.i ]
  %idxprom.i119.i = zext i32 %j.078.i.i to i64
  %arrayidx.i120.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom.i119.i
  %8 = load i32, ptr %arrayidx.i120.i, align 4, !tbaa !21
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i119.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !21
  store i32 %9, ptr %arrayidx.i120.i, align 4, !tbaa !21
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !21
  %add12.i121.i = add i32 %j.078.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i121.i, %m
  br i1 %cmp5.i.i, label %for.body.i122.i, label %if.end.i.i, !llvm.loop !33

if.end.i.i:                                       ; preds = %for.body.i122.i, %if.then.i.i, %if.end.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c.0138.i to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !21
  %cmp.not16.i.i.i = icmp eq i32 %10, 0
  br i1 %cmp.not16.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i

while.body.i.i.i:                                 ; preds = %if.then14.i.i, %while.body.i.i.i
  %t.020.i.i.i = phi i64 [ %nt.019.i.i.i, %while.body.i.i.i ], [ 0, %if.then14.i.i ]
  %nt.019.i.i.i = phi i64 [ %sub.i.i.i, %while.body.i.i.i ], [ 1, %if.then14.i.i ]
  %r.018.i.i.i = phi i32 [ %nr.017.i.i.i, %while.body.i.i.i ], [ %q.sroa.0.0.copyload.i, %if.then14.i.i ]
  %nr.017.i.i.i = phi i32 [ %sub2.i.i.i, %while.body.i.i.i ], [ %10, %if.then14.i.i ]
  %div.i.i.i = udiv i32 %r.018.i.i.i, %nr.017.i.i.i
  %conv.i.i.i = zext i32 %div.i.i.i to i64
  %mul.i.i.i = mul nsw i64 %nt.019.i.i.i, %conv.i.i.i
  %sub.i.i.i = sub nsw i64 %t.020.i.i.i, %mul.i.i.i
  %mul1.i.i.i = mul nuw i32 %div.i.i.i, %nr.017.i.i.i
  %sub2.i.i.i = sub nuw i32 %r.018.i.i.i, %mul1.i.i.i
  %cmp.not.i.i.i = icmp eq i32 %sub2.i.i.i, 0
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !34

_ZL11inverse_modjj.exit.i.i:                      ; preds = %while.body.i.i.i, %if.then14.i.i
  %t.0.lcssa.i.i.i = phi i64 [ 0, %if.then14.i.i ], [ %nt.019.i.i.i, %while.body.i.i.i ]
  %cmp3.i.i.i = icmp slt i64 %t.0.lcssa.i.i.i, 0
  %add.i.i.i = select i1 %cmp3.i.i.i, i64 %conv4.i.i.i, i64 0
  %cond.i.i.i = add nsw i64 %add.i.i.i, %t.0.lcssa.i.i.i
  %conv.i61.i.i = and i64 %cond.i.i.i, 4294967295
  %mul.i62.i.i = mul nuw i64 %conv.i61.i.i, %conv1.i.i.i
  %conv.i.i.i.i = trunc i64 %mul.i62.i.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.6.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv4.i.i.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i62.i.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv4.i.i.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv4.i.i.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv8.i.i.i.i = trunc i64 %cond.i.i.i.i to i32
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !21
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %c.0138.i, %1
  %cmp2379.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2379.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !21
  %conv.i63.i.i = zext i32 %11 to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.080.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.080.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !21
  %conv1.i64.i.i = zext i32 %12 to i64
  %mul.i65.i.i = mul nuw i64 %conv1.i64.i.i, %conv.i63.i.i
  %conv.i.i66.i.i = trunc i64 %mul.i65.i.i to i32
  %mul.i.i67.i.i = mul i32 %q.sroa.6.0.copyload.i, %conv.i.i66.i.i
  %conv1.i.i68.i.i = zext i32 %mul.i.i67.i.i to i64
  %mul3.i.i70.i.i = mul nuw i64 %conv1.i.i68.i.i, %conv4.i.i.i
  %add.i.i71.i.i = add i64 %mul3.i.i70.i.i, %mul.i65.i.i
  %shr.i.i72.i.i = lshr i64 %add.i.i71.i.i, 32
  %cmp.not.i.i73.i.i = icmp ult i64 %shr.i.i72.i.i, %conv4.i.i.i
  %sub.i.i74.i.i = select i1 %cmp.not.i.i73.i.i, i64 0, i64 %conv4.i.i.i
  %cond.i.i75.i.i = sub nsw i64 %shr.i.i72.i.i, %sub.i.i74.i.i
  %conv8.i.i76.i.i = trunc i64 %cond.i.i75.i.i to i32
  store i32 %conv8.i.i76.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !21
  %add32.i.i = add i32 %j20.080.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !35

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
  %13 = load i32, ptr %arrayidx21.i, align 4, !tbaa !21
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
  %14 = load i32, ptr %arrayidx32.i, align 4, !tbaa !21
  %arrayidx34.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom31.i
  %15 = load i32, ptr %arrayidx34.i, align 4, !tbaa !21
  %conv1.i.i125.i = zext i32 %15 to i64
  %mul.i.i126.i = mul nuw i64 %conv1.i.i125.i, %conv.i.i124.i
  %16 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %mul.i.i126.i, i64 %q.sroa.9131.0.copyload.i)
  %mul3.i.i.i = mul i64 %16, %conv4.i.i.i
  %sub.i.i127.i = sub i64 %mul.i.i126.i, %mul3.i.i.i
  %cmp.not.i.i128.i = icmp ult i64 %sub.i.i127.i, %conv4.i.i.i
  %sub8.i.i.i = select i1 %cmp.not.i.i128.i, i64 0, i64 %conv4.i.i.i
  %cond.i.i129.i = sub i64 %sub.i.i127.i, %sub8.i.i.i
  %conv9.i.i.i = trunc i64 %cond.i.i129.i to i32
  %cmp.not.i4.i.i = icmp ult i32 %14, %conv9.i.i.i
  %add.i.i130.i = select i1 %cmp.not.i4.i.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i = sub i32 %14, %conv9.i.i.i
  %cond.i5.i.i = add i32 %a.pn.i.i.i, %add.i.i130.i
  store i32 %cond.i5.i.i, ptr %arrayidx32.i, align 4, !tbaa !21
  %add38.i = add i32 %j.0133.i, 32
  %cmp28.i = icmp ult i32 %add38.i, %m
  br i1 %cmp28.i, label %for.body30.i, label %for.cond.cleanup29.i, !llvm.loop !36

if.then40.i:                                      ; preds = %for.cond.cleanup29.i
  store i32 0, ptr %arrayidx21.i, align 4, !tbaa !21
  br label %for.inc45.i

for.inc45.i:                                      ; preds = %if.then40.i, %for.cond.cleanup29.i, %if.end16.i, %for.body13.i
  %add46.i = add i32 %i.0135.i, %shr3.i
  %cmp11.i = icmp ult i32 %add46.i, %n
  br i1 %cmp11.i, label %for.body13.i, label %for.cond.cleanup12.i, !llvm.loop !37

if.then50.i:                                      ; preds = %for.cond.cleanup12.i
  %add55.i = add i64 %mul53.i, %conv.i115.i
  %arrayidx56.i = getelementptr inbounds i32, ptr %pivcols, i64 %add55.i
  store i32 %c.0138.i, ptr %arrayidx56.i, align 4, !tbaa !21
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
  br i1 %17, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !38

if.then66.i:                                      ; preds = %for.cond.cleanup.i
  %arrayidx68.i = getelementptr inbounds i32, ptr %rank, i64 %idxprom.i
  store i32 %r.0.lcssa.i, ptr %arrayidx68.i, align 4, !tbaa !21
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !20
  %q.sroa.7.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.7.0.copyload.i = load i32, ptr %q.sroa.7.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !27
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
  %q.sroa.11.0.copyload.i = load i32, ptr %q.sroa.11.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !29
  %idxprom.i.i = zext i32 %1 to i64
  %arrayidx6.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), i64 %idxprom.i.i
  %cmp8.not58.i.i = icmp ult i32 %2, 2
  %cmp13.i.i = icmp eq i32 %1, 0
  %conv4.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %conv1.i.i.i = zext i32 %q.sroa.11.0.copyload.i to i64
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
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !21
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !30

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %for.body.i
  %best.0.i.i = phi i32 [ %n, %for.body.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !21
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
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !21
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !21
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !21
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !32

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), align 4, !tbaa !21
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
  %cmp577.i.i = icmp ult i32 %add.i118.i, %m
  br i1 %cmp577.i.i, label %for.body.i122.i, label %if.end.i.i

for.body.i122.i:                                  ; preds = %if.then.i.i, %for.body.i122.i
  %j.078.i.i = phi i32 [ %add12.i121.i, %for.body.i122.i ], [ %add.i118.i, %if.then.i.i ]
  %idxprom.i119.i = zext i32 %j.078.i.i to i64
  %arrayidx.i120.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom.i119.i
  %8 = load i32, ptr %arrayidx.i120.i, align 4, !tbaa !21
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i119.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !21
  store i32 %9, ptr %arrayidx.i120.i, align 4, !tbaa !21
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !21
  %add12.i121.i = add i32 %j.078.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i121.i, %m
  br i1 %cmp5.i.i, label %for.body.i122.i, label %if.end.i.i, !llvm.loop !33

if.end.i.i:                                       ; preds = %for.body.i122.i, %if.then.i.i, %if.end.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c.0163.i to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !21
  %cmp.not16.i.i.i = icmp eq i32 %10, 0
  br i1 %cmp.not16.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i

while.body.i.i.i:                                 ; preds = %if.then14.i.i, %while.body.i.i.i
  %t.020.i.i.i = phi i64 [ %nt.019.i.i.i, %while.body.i.i.i ], [ 0, %if.then14.i.i ]
  %nt.019.i.i.i = phi i64 [ %sub.i.i.i, %while.body.i.i.i ], [ 1, %if.then14.i.i ]
  %r.018.i.i.i = phi i32 [ %nr.017.i.i.i, %while.body.i.i.i ], [ %q.sroa.0.0.copyload.i, %if.then14.i.i ]
  %nr.017.i.i.i = phi i32 [ %sub2.i.i.i, %while.body.i.i.i ], [ %10, %if.then14.i.i ]
  %div.i.i.i = udiv i32 %r.018.i.i.i, %nr.017.i.i.i
  %conv.i.i.i = zext i32 %div.i.i.i to i64
  %mul.i.i.i = mul nsw i64 %nt.019.i.i.i, %conv.i.i.i
  %sub.i.i.i = sub nsw i64 %t.020.i.i.i, %mul.i.i.i
  %mul1.i.i.i = mul nuw i32 %div.i.i.i, %nr.017.i.i.i
  %sub2.i.i.i = sub nuw i32 %r.018.i.i.i, %mul1.i.i.i
  %cmp.not.i.i.i = icmp eq i32 %sub2.i.i.i, 0
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !34

_ZL11inverse_modjj.exit.i.i:                      ; preds = %while.body.i.i.i, %if.then14.i.i
  %t.0.lcssa.i.i.i = phi i64 [ 0, %if.then14.i.i ], [ %nt.019.i.i.i, %while.body.i.i.i ]
  %cmp3.i.i.i = icmp slt i64 %t.0.lcssa.i.i.i, 0
  %add.i.i.i = select i1 %cmp3.i.i.i, i64 %conv4.i.i.i, i64 0
  %cond.i.i.i = add nsw i64 %add.i.i.i, %t.0.lcssa.i.i.i
  %conv.i61.i.i = and i64 %cond.i.i.i, 4294967295
  %mul.i62.i.i = mul nuw i64 %conv.i61.i.i, %conv1.i.i.i
  %conv.i.i.i.i = trunc i64 %mul.i62.i.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.7.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv4.i.i.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i62.i.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv4.i.i.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv4.i.i.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv8.i.i.i.i = trunc i64 %cond.i.i.i.i to i32
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !21
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %c.0163.i, %1
  %cmp2379.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2379.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !21
  %conv.i63.i.i = zext i32 %11 to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.080.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.080.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !21
  %conv1.i64.i.i = zext i32 %12 to i64
  %mul.i65.i.i = mul nuw i64 %conv1.i64.i.i, %conv.i63.i.i
  %conv.i.i66.i.i = trunc i64 %mul.i65.i.i to i32
  %mul.i.i67.i.i = mul i32 %q.sroa.7.0.copyload.i, %conv.i.i66.i.i
  %conv1.i.i68.i.i = zext i32 %mul.i.i67.i.i to i64
  %mul3.i.i70.i.i = mul nuw i64 %conv1.i.i68.i.i, %conv4.i.i.i
  %add.i.i71.i.i = add i64 %mul3.i.i70.i.i, %mul.i65.i.i
  %shr.i.i72.i.i = lshr i64 %add.i.i71.i.i, 32
  %cmp.not.i.i73.i.i = icmp ult i64 %shr.i.i72.i.i, %conv4.i.i.i
  %sub.i.i74.i.i = select i1 %cmp.not.i.i73.i.i, i64 0, i64 %conv4.i.i.i
  %cond.i.i75.i.i = sub nsw i64 %shr.i.i72.i.i, %sub.i.i74.i.i
  %conv8.i.i76.i.i = trunc i64 %cond.i.i75.i.i to i32
  store i32 %conv8.i.i76.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !21
  %add32.i.i = add i32 %j20.080.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !35

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
  %13 = load i32, ptr %arrayidx21.i, align 4, !tbaa !21
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp22.i = icmp eq i32 %13, 0
  br i1 %cmp22.i, label %for.inc45.i, label %if.end24.i

if.end24.i:                                       ; preds = %if.end16.i
  br i1 %cmp28157.i, label %for.body30.lr.ph.i, label %for.cond.cleanup29.i

for.body30.lr.ph.i:                               ; preds = %if.end24.i
  %conv.i.i123.i = zext i32 %13 to i64
  %mul.i.i126.i = mul nuw i64 %conv.i.i123.i, %conv1.i.i.i
  %conv.i.i.i128.i = trunc i64 %mul.i.i126.i to i32
  %mul.i.i.i129.i = mul i32 %q.sroa.7.0.copyload.i, %conv.i.i.i128.i
  %conv1.i.i.i130.i = zext i32 %mul.i.i.i129.i to i64
  %mul3.i.i.i131.i = mul nuw i64 %conv1.i.i.i130.i, %conv4.i.i.i
  %add.i.i.i132.i = add i64 %mul3.i.i.i131.i, %mul.i.i126.i
  %shr.i.i.i133.i = lshr i64 %add.i.i.i132.i, 32
  %cmp.not.i.i.i134.i = icmp ult i64 %shr.i.i.i133.i, %conv4.i.i.i
  %sub.i.i.i135.i = select i1 %cmp.not.i.i.i134.i, i64 0, i64 %conv4.i.i.i
  %cond.i.i.i136.i = sub nsw i64 %shr.i.i.i133.i, %sub.i.i.i135.i
  %conv.i.i139.i = and i64 %cond.i.i.i136.i, 4294967295
  br label %for.body30.i

for.cond.cleanup29.i:                             ; preds = %for.body30.i, %if.end24.i
  br i1 %cmp39.i, label %if.then40.i, label %for.inc45.i

for.body30.i:                                     ; preds = %for.body30.i, %for.body30.lr.ph.i
  %j.0158.i = phi i32 [ %add26.i, %for.body30.lr.ph.i ], [ %add38.i, %for.body30.i ]
  %idxprom31.i = zext i32 %j.0158.i to i64
  %arrayidx32.i = getelementptr inbounds i32, ptr %add.ptr19.i, i64 %idxprom31.i
  %14 = load i32, ptr %arrayidx32.i, align 4, !tbaa !21
  %arrayidx34.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom31.i
  %15 = load i32, ptr %arrayidx34.i, align 4, !tbaa !21
  %conv1.i.i140.i = zext i32 %15 to i64
  %mul.i.i141.i = mul nuw i64 %conv.i.i139.i, %conv1.i.i140.i
  %conv.i.i.i142.i = trunc i64 %mul.i.i141.i to i32
  %mul.i.i.i143.i = mul i32 %q.sroa.7.0.copyload.i, %conv.i.i.i142.i
  %conv1.i.i.i144.i = zext i32 %mul.i.i.i143.i to i64
  %mul3.i.i.i146.i = mul nuw i64 %conv1.i.i.i144.i, %conv4.i.i.i
  %add.i.i.i147.i = add i64 %mul3.i.i.i146.i, %mul.i.i141.i
  %shr.i.i.i148.i = lshr i64 %add.i.i.i147.i, 32
  %cmp.not.i.i.i149.i = icmp ult i64 %shr.i.i.i148.i, %conv4.i.i.i
  %sub.i.i.i150.i = select i1 %cmp.not.i.i.i149.i, i64 0, i64 %conv4.i.i.i
  %cond.i.i.i151.i = sub nsw i64 %shr.i.i.i148.i, %sub.i.i.i150.i
  %conv8.i.i.i152.i = trunc i64 %cond.i.i.i151.i to i32
  %cmp.not.i.i153.i = icmp ult i32 %14, %conv8.i.i.i152.i
  %add.i.i154.i = select i1 %cmp.not.i.i153.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i = sub i32 %14, %conv8.i.i.i152.i
  %cond.i.i155.i = add i32 %a.pn.i.i.i, %add.i.i154.i
  store i32 %cond.i.i155.i, ptr %arrayidx32.i, align 4, !tbaa !21
  %add38.i = add i32 %j.0158.i, 32
  %cmp28.i = icmp ult i32 %add38.i, %m
  br i1 %cmp28.i, label %for.body30.i, label %for.cond.cleanup29.i, !llvm.loop !39

if.then40.i:                                      ; preds = %for.cond.cleanup29.i
  store i32 0, ptr %arrayidx21.i, align 4, !tbaa !21
  br label %for.inc45.i

for.inc45.i:                                      ; preds = %if.then40.i, %for.cond.cleanup29.i, %if.end16.i, %for.body13.i
  %add46.i = add i32 %i.0160.i, %shr3.i
  %cmp11.i = icmp ult i32 %add46.i, %n
  br i1 %cmp11.i, label %for.body13.i, label %for.cond.cleanup12.i, !llvm.loop !40

if.then50.i:                                      ; preds = %for.cond.cleanup12.i
  %add55.i = add i64 %mul53.i, %conv.i115.i
  %arrayidx56.i = getelementptr inbounds i32, ptr %pivcols, i64 %add55.i
  store i32 %c.0163.i, ptr %arrayidx56.i, align 4, !tbaa !21
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
  br i1 %16, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !41

if.then66.i:                                      ; preds = %for.cond.cleanup.i
  %arrayidx68.i = getelementptr inbounds i32, ptr %rank, i64 %idxprom.i
  store i32 %r.0.lcssa.i, ptr %arrayidx68.i, align 4, !tbaa !21
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !20
  %q.sroa.5.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.5.0.copyload.i = load i32, ptr %q.sroa.5.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !27
  %q.sroa.7.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.7.0.copyload.i = load i32, ptr %q.sroa.7.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !29
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %arrayidx4.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i
  %3 = load i32, ptr %arrayidx4.i, align 4, !tbaa !42
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
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !21
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !30

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %cond.true.i
  %best.0.i.i = phi i32 [ %n, %cond.true.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  %idxprom.i.i = zext i32 %1 to i64
  %arrayidx6.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), i64 %idxprom.i.i
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !21
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
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !21
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !21
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !21
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !32

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), align 4, !tbaa !21
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
  store i32 -1, ptr %pivot_row.i, align 4, !tbaa !44
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
  %cmp577.i.i = icmp ult i32 %add.i92.i, %m
  br i1 %cmp577.i.i, label %for.body.i96.i, label %if.end.i.i

for.body.i96.i:                                   ; preds = %if.then.i.i, %for.body.i96.i
  %j.078.i.i = phi i32 [ %add12.i95.i, %for.body.i96.i ], [ %add.i92.i, %if.then.i.i ]
  %idxprom.i93.i = zext i32 %j.078.i.i to i64
  %arrayidx.i94.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom.i93.i
  %8 = load i32, ptr %arrayidx.i94.i, align 4, !tbaa !21
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i93.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !21
  store i32 %9, ptr %arrayidx.i94.i, align 4, !tbaa !21
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !21
  %add12.i95.i = add i32 %j.078.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i95.i, %m
  br i1 %cmp5.i.i, label %for.body.i96.i, label %if.end.i.i, !llvm.loop !33

if.end.i.i:                                       ; preds = %for.body.i96.i, %if.then.i.i, %if.end11.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp13.i.i = icmp eq i32 %1, 0
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !21
  %cmp.not16.i.i.i = icmp eq i32 %10, 0
  br i1 %cmp.not16.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i

while.body.i.i.i:                                 ; preds = %if.then14.i.i, %while.body.i.i.i
  %t.020.i.i.i = phi i64 [ %nt.019.i.i.i, %while.body.i.i.i ], [ 0, %if.then14.i.i ]
  %nt.019.i.i.i = phi i64 [ %sub.i.i.i, %while.body.i.i.i ], [ 1, %if.then14.i.i ]
  %r.018.i.i.i = phi i32 [ %nr.017.i.i.i, %while.body.i.i.i ], [ %q.sroa.0.0.copyload.i, %if.then14.i.i ]
  %nr.017.i.i.i = phi i32 [ %sub2.i.i.i, %while.body.i.i.i ], [ %10, %if.then14.i.i ]
  %div.i.i.i = udiv i32 %r.018.i.i.i, %nr.017.i.i.i
  %conv.i.i.i = zext i32 %div.i.i.i to i64
  %mul.i.i.i = mul nsw i64 %nt.019.i.i.i, %conv.i.i.i
  %sub.i.i.i = sub nsw i64 %t.020.i.i.i, %mul.i.i.i
  %mul1.i.i.i = mul nuw i32 %div.i.i.i, %nr.017.i.i.i
  %sub2.i.i.i = sub nuw i32 %r.018.i.i.i, %mul1.i.i.i
  %cmp.not.i.i.i = icmp eq i32 %sub2.i.i.i, 0
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !34

_ZL11inverse_modjj.exit.i.i:                      ; preds = %while.body.i.i.i, %if.then14.i.i
  %t.0.lcssa.i.i.i = phi i64 [ 0, %if.then14.i.i ], [ %nt.019.i.i.i, %while.body.i.i.i ]
  %cmp3.i.i.i = icmp slt i64 %t.0.lcssa.i.i.i, 0
  %conv4.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %add.i.i.i = select i1 %cmp3.i.i.i, i64 %conv4.i.i.i, i64 0
  %cond.i.i.i = add nsw i64 %add.i.i.i, %t.0.lcssa.i.i.i
  %conv.i61.i.i = and i64 %cond.i.i.i, 4294967295
  %conv1.i.i.i = zext i32 %q.sroa.7.0.copyload.i to i64
  %mul.i62.i.i = mul nuw i64 %conv.i61.i.i, %conv1.i.i.i
  %conv.i.i.i.i = trunc i64 %mul.i62.i.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.5.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv4.i.i.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i62.i.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv4.i.i.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv4.i.i.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv8.i.i.i.i = trunc i64 %cond.i.i.i.i to i32
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !21
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %1, %c
  %cmp2379.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2379.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !21
  %conv.i63.i.i = zext i32 %11 to i64
  %conv2.i.i69.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.080.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.080.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !21
  %conv1.i64.i.i = zext i32 %12 to i64
  %mul.i65.i.i = mul nuw i64 %conv1.i64.i.i, %conv.i63.i.i
  %conv.i.i66.i.i = trunc i64 %mul.i65.i.i to i32
  %mul.i.i67.i.i = mul i32 %q.sroa.5.0.copyload.i, %conv.i.i66.i.i
  %conv1.i.i68.i.i = zext i32 %mul.i.i67.i.i to i64
  %mul3.i.i70.i.i = mul nuw i64 %conv1.i.i68.i.i, %conv2.i.i69.i.i
  %add.i.i71.i.i = add i64 %mul3.i.i70.i.i, %mul.i65.i.i
  %shr.i.i72.i.i = lshr i64 %add.i.i71.i.i, 32
  %cmp.not.i.i73.i.i = icmp ult i64 %shr.i.i72.i.i, %conv2.i.i69.i.i
  %sub.i.i74.i.i = select i1 %cmp.not.i.i73.i.i, i64 0, i64 %conv2.i.i69.i.i
  %cond.i.i75.i.i = sub nsw i64 %shr.i.i72.i.i, %sub.i.i74.i.i
  %conv8.i.i76.i.i = trunc i64 %cond.i.i75.i.i to i32
  store i32 %conv8.i.i76.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !21
  %add32.i.i = add i32 %j20.080.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !35

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
  %13 = load i32, ptr %arrayidx23.i, align 4, !tbaa !21
  br label %cond.end25.i

cond.end25.i:                                     ; preds = %cond.false19.i, %for.body.i
  %cond26.i = phi i32 [ %13, %cond.false19.i ], [ 0, %for.body.i ]
  %arrayidx28.i = getelementptr inbounds i32, ptr %add.ptr15.i, i64 %.pre.i
  store i32 %cond26.i, ptr %arrayidx28.i, align 4, !tbaa !21
  %add29.i = add i32 %i.098.i, %2
  %cmp16.i = icmp ult i32 %add29.i, %n
  br i1 %cmp16.i, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !45

if.then31.i:                                      ; preds = %for.cond.cleanup.i
  %conv33.i = zext i32 %m to i64
  %mul34.i = mul nuw i64 %conv33.i, %idxprom.i
  %add36.i = add i64 %mul34.i, %conv.i89.i
  %arrayidx37.i = getelementptr inbounds i32, ptr %pivcols, i64 %add36.i
  store i32 %c, ptr %arrayidx37.i, align 4, !tbaa !21
  %pivot_row40.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  store i32 %3, ptr %pivot_row40.i, align 4, !tbaa !44
  %add41.i = add i32 %3, 1
  store i32 %add41.i, ptr %arrayidx4.i, align 4, !tbaa !42
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !20
  %q.sroa.6.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.6.0.copyload.i = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !27
  %q.sroa.9.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.9.0.copyload.i = load i32, ptr %q.sroa.9.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !29
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %arrayidx4.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i
  %3 = load i32, ptr %arrayidx4.i, align 4, !tbaa !42
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
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !21
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !30

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %cond.true.i
  %best.0.i.i = phi i32 [ %n, %cond.true.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  %idxprom.i.i = zext i32 %1 to i64
  %arrayidx6.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), i64 %idxprom.i.i
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !21
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
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !21
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !21
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !21
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !32

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), align 4, !tbaa !21
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
  store i32 -1, ptr %pivot_row.i, align 4, !tbaa !44
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
  %cmp577.i.i = icmp ult i32 %add.i92.i, %m
  br i1 %cmp577.i.i, label %for.body.i96.i, label %if.end.i.i

for.body.i96.i:                                   ; preds = %if.then.i.i, %for.body.i96.i
  %j.078.i.i = phi i32 [ %add12.i95.i, %for.body.i96.i ], [ %add.i92.i, %if.then.i.i ]
  %idxprom.i93.i = zext i32 %j.078.i.i to i64
  %arrayidx.i94.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom.i93.i
  %8 = load i32, ptr %arrayidx.i94.i, align 4, !tbaa !21
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i93.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !21
  store i32 %9, ptr %arrayidx.i94.i, align 4, !tbaa !21
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !21
  %add12.i95.i = add i32 %j.078.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i95.i, %m
  br i1 %cmp5.i.i, label %for.body.i96.i, label %if.end.i.i, !llvm.loop !33

if.end.i.i:                                       ; preds = %for.body.i96.i, %if.then.i.i, %if.end11.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp13.i.i = icmp eq i32 %1, 0
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !21
  %cmp.not16.i.i.i = icmp eq i32 %10, 0
  br i1 %cmp.not16.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i

while.body.i.i.i:                                 ; preds = %if.then14.i.i, %while.body.i.i.i
  %t.020.i.i.i = phi i64 [ %nt.019.i.i.i, %while.body.i.i.i ], [ 0, %if.then14.i.i ]
  %nt.019.i.i.i = phi i64 [ %sub.i.i.i, %while.body.i.i.i ], [ 1, %if.then14.i.i ]
  %r.018.i.i.i = phi i32 [ %nr.017.i.i.i, %while.body.i.i.i ], [ %q.sroa.0.0.copyload.i, %if.then14.i.i ]
  %nr.017.i.i.i = phi i32 [ %sub2.i.i.i, %while.body.i.i.i ], [ %10, %if.then14.i.i ]
  %div.i.i.i = udiv i32 %r.018.i.i.i, %nr.017.i.i.i
  %conv.i.i.i = zext i32 %div.i.i.i to i64
  %mul.i.i.i = mul nsw i64 %nt.019.i.i.i, %conv.i.i.i
  %sub.i.i.i = sub nsw i64 %t.020.i.i.i, %mul.i.i.i
  %mul1.i.i.i = mul nuw i32 %div.i.i.i, %nr.017.i.i.i
  %sub2.i.i.i = sub nuw i32 %r.018.i.i.i, %mul1.i.i.i
  %cmp.not.i.i.i = icmp eq i32 %sub2.i.i.i, 0
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !34

_ZL11inverse_modjj.exit.i.i:                      ; preds = %while.body.i.i.i, %if.then14.i.i
  %t.0.lcssa.i.i.i = phi i64 [ 0, %if.then14.i.i ], [ %nt.019.i.i.i, %while.body.i.i.i ]
  %cmp3.i.i.i = icmp slt i64 %t.0.lcssa.i.i.i, 0
  %conv4.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %add.i.i.i = select i1 %cmp3.i.i.i, i64 %conv4.i.i.i, i64 0
  %cond.i.i.i = add nsw i64 %add.i.i.i, %t.0.lcssa.i.i.i
  %conv.i61.i.i = and i64 %cond.i.i.i, 4294967295
  %conv1.i.i.i = zext i32 %q.sroa.9.0.copyload.i to i64
  %mul.i62.i.i = mul nuw i64 %conv.i61.i.i, %conv1.i.i.i
  %conv.i.i.i.i = trunc i64 %mul.i62.i.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.6.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv4.i.i.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i62.i.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv4.i.i.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv4.i.i.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv8.i.i.i.i = trunc i64 %cond.i.i.i.i to i32
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !21
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %1, %c
  %cmp2379.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2379.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !21
  %conv.i63.i.i = zext i32 %11 to i64
  %conv2.i.i69.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.080.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.080.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !21
  %conv1.i64.i.i = zext i32 %12 to i64
  %mul.i65.i.i = mul nuw i64 %conv1.i64.i.i, %conv.i63.i.i
  %conv.i.i66.i.i = trunc i64 %mul.i65.i.i to i32
  %mul.i.i67.i.i = mul i32 %q.sroa.6.0.copyload.i, %conv.i.i66.i.i
  %conv1.i.i68.i.i = zext i32 %mul.i.i67.i.i to i64
  %mul3.i.i70.i.i = mul nuw i64 %conv1.i.i68.i.i, %conv2.i.i69.i.i
  %add.i.i71.i.i = add i64 %mul3.i.i70.i.i, %mul.i65.i.i
  %shr.i.i72.i.i = lshr i64 %add.i.i71.i.i, 32
  %cmp.not.i.i73.i.i = icmp ult i64 %shr.i.i72.i.i, %conv2.i.i69.i.i
  %sub.i.i74.i.i = select i1 %cmp.not.i.i73.i.i, i64 0, i64 %conv2.i.i69.i.i
  %cond.i.i75.i.i = sub nsw i64 %shr.i.i72.i.i, %sub.i.i74.i.i
  %conv8.i.i76.i.i = trunc i64 %cond.i.i75.i.i to i32
  store i32 %conv8.i.i76.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !21
  %add32.i.i = add i32 %j20.080.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !35

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
  %13 = load i32, ptr %arrayidx23.i, align 4, !tbaa !21
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
  store i32 %cond26.i, ptr %arrayidx28.i, align 4, !tbaa !21
  %add29.i = add i32 %i.0114.i, %2
  %cmp16.i = icmp ult i32 %add29.i, %n
  br i1 %cmp16.i, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !46

if.then31.i:                                      ; preds = %for.cond.cleanup.i
  %conv33.i = zext i32 %m to i64
  %mul34.i = mul nuw i64 %conv33.i, %idxprom.i
  %add36.i = add i64 %mul34.i, %conv.i89.i
  %arrayidx37.i = getelementptr inbounds i32, ptr %pivcols, i64 %add36.i
  store i32 %c, ptr %arrayidx37.i, align 4, !tbaa !21
  %pivot_row40.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  store i32 %3, ptr %pivot_row40.i, align 4, !tbaa !44
  %add41.i = add i32 %3, 1
  store i32 %add41.i, ptr %arrayidx4.i, align 4, !tbaa !42
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
  %1 = load i32, ptr %pivot_row.i, align 4, !tbaa !44
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx9.i, align 8, !tbaa.struct !20
  %q.sroa.463.0.arrayidx9.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx9.i, i64 16
  %q.sroa.463.0.copyload.i = load i64, ptr %q.sroa.463.0.arrayidx9.sroa_idx.i, align 8, !tbaa.struct !28
  %conv12.i = zext i32 %n to i64
  %mul13.i = mul nuw i64 %conv12.i, %idxprom.i
  %add.ptr14.i = getelementptr inbounds i32, ptr %colbuf, i64 %mul13.i
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul21.i = mul i32 %5, %rows_per_block
  %add22.i = add i32 %mul21.i, %rows_per_block
  %6 = tail call i32 @llvm.umin.i32(i32 %add22.i, i32 %n)
  %cmp2564.i = icmp ugt i32 %6, %mul21.i
  br i1 %cmp2564.i, label %for.body.lr.ph.i, label %_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit

for.body.lr.ph.i:                                 ; preds = %if.end7.i
  %conv17.i = zext i32 %add4.i to i64
  %mul10.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul10.i
  %conv15.i = zext i32 %1 to i64
  %mul16.i = mul i64 %conv15.i, %ld
  %add18.i = add i64 %mul16.i, %conv17.i
  %arrayidx19.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add18.i
  %7 = load i32, ptr %arrayidx19.i, align 4, !tbaa !21
  %conv1.i.i.i = zext i32 %7 to i64
  %conv2.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %add.ptr3366.i = getelementptr i32, ptr %add.ptr.i, i64 %conv17.i
  %8 = sub i32 %6, %mul21.i
  %.neg = add i32 %mul21.i, 1
  %xtraiter = and i32 %8, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.i.prol.loopexit, label %for.body.i.prol

for.body.i.prol:                                  ; preds = %for.body.lr.ph.i
  %idxprom26.i.prol = zext i32 %mul21.i to i64
  %arrayidx27.i.prol = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.prol
  %9 = load i32, ptr %arrayidx27.i.prol, align 4, !tbaa !21
  %cmp28.i.prol = icmp eq i32 %9, 0
  br i1 %cmp28.i.prol, label %cleanup.i.prol, label %if.end30.i.prol

if.end30.i.prol:                                  ; preds = %for.body.i.prol
  %mul32.i.prol = mul i64 %idxprom26.i.prol, %ld
  %add.ptr34.i.prol = getelementptr i32, ptr %add.ptr3366.i, i64 %mul32.i.prol
  %10 = load i32, ptr %add.ptr34.i.prol, align 4, !tbaa !21
  %conv.i.i.i.prol = zext i32 %9 to i64
  %mul.i.i.i.prol = mul nuw i64 %conv.i.i.i.prol, %conv1.i.i.i
  %11 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %mul.i.i.i.prol, i64 %q.sroa.463.0.copyload.i)
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
  store i32 %cond.i5.i.i.prol, ptr %add.ptr34.i.prol, align 4, !tbaa !21
  br label %cleanup.i.prol

cleanup.i.prol:                                   ; preds = %if.end30.i.prol, %for.body.i.prol
  %inc.i.prol = add nuw i32 %mul21.i, 1
  br label %for.body.i.prol.loopexit

for.body.i.prol.loopexit:                         ; preds = %cleanup.i.prol, %for.body.lr.ph.i
  %i.065.i.unr = phi i32 [ %mul21.i, %for.body.lr.ph.i ], [ %inc.i.prol, %cleanup.i.prol ]
  %12 = icmp eq i32 %6, %.neg
  br i1 %12, label %_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i

for.body.i:                                       ; preds = %for.body.i.prol.loopexit, %cleanup.i.1
  %i.065.i = phi i32 [ %inc.i.1, %cleanup.i.1 ], [ %i.065.i.unr, %for.body.i.prol.loopexit ]
  %idxprom26.i = zext i32 %i.065.i to i64
  %arrayidx27.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i
  %13 = load i32, ptr %arrayidx27.i, align 4, !tbaa !21
  %cmp28.i = icmp eq i32 %13, 0
  br i1 %cmp28.i, label %cleanup.i, label %if.end30.i

if.end30.i:                                       ; preds = %for.body.i
  %mul32.i = mul i64 %idxprom26.i, %ld
  %add.ptr34.i = getelementptr i32, ptr %add.ptr3366.i, i64 %mul32.i
  %14 = load i32, ptr %add.ptr34.i, align 4, !tbaa !21
  %conv.i.i.i = zext i32 %13 to i64
  %mul.i.i.i = mul nuw i64 %conv.i.i.i, %conv1.i.i.i
  %15 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %mul.i.i.i, i64 %q.sroa.463.0.copyload.i)
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
  store i32 %cond.i5.i.i, ptr %add.ptr34.i, align 4, !tbaa !21
  br label %cleanup.i

cleanup.i:                                        ; preds = %if.end30.i, %for.body.i
  %inc.i = add nuw i32 %i.065.i, 1
  %idxprom26.i.1 = zext i32 %inc.i to i64
  %arrayidx27.i.1 = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.1
  %16 = load i32, ptr %arrayidx27.i.1, align 4, !tbaa !21
  %cmp28.i.1 = icmp eq i32 %16, 0
  br i1 %cmp28.i.1, label %cleanup.i.1, label %if.end30.i.1

if.end30.i.1:                                     ; preds = %cleanup.i
  %mul32.i.1 = mul i64 %idxprom26.i.1, %ld
  %add.ptr34.i.1 = getelementptr i32, ptr %add.ptr3366.i, i64 %mul32.i.1
  %17 = load i32, ptr %add.ptr34.i.1, align 4, !tbaa !21
  %conv.i.i.i.1 = zext i32 %16 to i64
  %mul.i.i.i.1 = mul nuw i64 %conv.i.i.i.1, %conv1.i.i.i
  %18 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %mul.i.i.i.1, i64 %q.sroa.463.0.copyload.i)
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
  store i32 %cond.i5.i.i.1, ptr %add.ptr34.i.1, align 4, !tbaa !21
  br label %cleanup.i.1

cleanup.i.1:                                      ; preds = %if.end30.i.1, %cleanup.i
  %inc.i.1 = add nuw i32 %i.065.i, 2
  %exitcond.not.i.1 = icmp eq i32 %inc.i.1, %6
  br i1 %exitcond.not.i.1, label %_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i, !llvm.loop !47

_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit: ; preds = %for.body.i.prol.loopexit, %cleanup.i.1, %entry, %if.end.i, %if.end7.i
  ret void
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind
define dso_local void @gb_eliminate_step_montgomery(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %state, ptr nocapture noundef readonly %colbuf, i32 noundef %c, i32 noundef %rows_per_block) local_unnamed_addr #1 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idxprom.i = zext i32 %0 to i64
  %pivot_row.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  %1 = load i32, ptr %pivot_row.i, align 4, !tbaa !44
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx9.i, align 8, !tbaa.struct !20
  %q.sroa.4.0.arrayidx9.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx9.i, i64 4
  %q.sroa.4.0.copyload.i = load i32, ptr %q.sroa.4.0.arrayidx9.sroa_idx.i, align 4, !tbaa.struct !27
  %conv12.i = zext i32 %n to i64
  %mul13.i = mul nuw i64 %conv12.i, %idxprom.i
  %add.ptr14.i = getelementptr inbounds i32, ptr %colbuf, i64 %mul13.i
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul21.i = mul i32 %5, %rows_per_block
  %add22.i = add i32 %mul21.i, %rows_per_block
  %6 = tail call i32 @llvm.umin.i32(i32 %add22.i, i32 %n)
  %cmp2563.i = icmp ugt i32 %6, %mul21.i
  br i1 %cmp2563.i, label %for.body.lr.ph.i, label %_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit

for.body.lr.ph.i:                                 ; preds = %if.end7.i
  %conv17.i = zext i32 %add4.i to i64
  %mul10.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul10.i
  %conv15.i = zext i32 %1 to i64
  %mul16.i = mul i64 %conv15.i, %ld
  %add18.i = add i64 %mul16.i, %conv17.i
  %arrayidx19.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add18.i
  %7 = load i32, ptr %arrayidx19.i, align 4, !tbaa !21
  %conv1.i.i.i = zext i32 %7 to i64
  %conv2.i.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %add.ptr3365.i = getelementptr i32, ptr %add.ptr.i, i64 %conv17.i
  %8 = sub i32 %6, %mul21.i
  %.neg = add i32 %mul21.i, 1
  %xtraiter = and i32 %8, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.i.prol.loopexit, label %for.body.i.prol

for.body.i.prol:                                  ; preds = %for.body.lr.ph.i
  %idxprom26.i.prol = zext i32 %mul21.i to i64
  %arrayidx27.i.prol = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.prol
  %9 = load i32, ptr %arrayidx27.i.prol, align 4, !tbaa !21
  %cmp28.i.prol = icmp eq i32 %9, 0
  br i1 %cmp28.i.prol, label %cleanup.i.prol, label %if.end30.i.prol

if.end30.i.prol:                                  ; preds = %for.body.i.prol
  %mul32.i.prol = mul i64 %idxprom26.i.prol, %ld
  %add.ptr34.i.prol = getelementptr i32, ptr %add.ptr3365.i, i64 %mul32.i.prol
  %10 = load i32, ptr %add.ptr34.i.prol, align 4, !tbaa !21
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
  store i32 %cond.i.i.i.prol, ptr %add.ptr34.i.prol, align 4, !tbaa !21
  br label %cleanup.i.prol

cleanup.i.prol:                                   ; preds = %if.end30.i.prol, %for.body.i.prol
  %inc.i.prol = add nuw i32 %mul21.i, 1
  br label %for.body.i.prol.loopexit

for.body.i.prol.loopexit:                         ; preds = %cleanup.i.prol, %for.body.lr.ph.i
  %i.064.i.unr = phi i32 [ %mul21.i, %for.body.lr.ph.i ], [ %inc.i.prol, %cleanup.i.prol ]
  %11 = icmp eq i32 %6, %.neg
  br i1 %11, label %_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i

for.body.i:                                       ; preds = %for.body.i.prol.loopexit, %cleanup.i.1
  %i.064.i = phi i32 [ %inc.i.1, %cleanup.i.1 ], [ %i.064.i.unr, %for.body.i.prol.loopexit ]
  %idxprom26.i = zext i32 %i.064.i to i64
  %arrayidx27.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i
  %12 = load i32, ptr %arrayidx27.i, align 4, !tbaa !21
  %cmp28.i = icmp eq i32 %12, 0
  br i1 %cmp28.i, label %cleanup.i, label %if.end30.i

if.end30.i:                                       ; preds = %for.body.i
  %mul32.i = mul i64 %idxprom26.i, %ld
  %add.ptr34.i = getelementptr i32, ptr %add.ptr3365.i, i64 %mul32.i
  %13 = load i32, ptr %add.ptr34.i, align 4, !tbaa !21
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
  store i32 %cond.i.i.i, ptr %add.ptr34.i, align 4, !tbaa !21
  br label %cleanup.i

cleanup.i:                                        ; preds = %if.end30.i, %for.body.i
  %inc.i = add nuw i32 %i.064.i, 1
  %idxprom26.i.1 = zext i32 %inc.i to i64
  %arrayidx27.i.1 = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.1
  %14 = load i32, ptr %arrayidx27.i.1, align 4, !tbaa !21
  %cmp28.i.1 = icmp eq i32 %14, 0
  br i1 %cmp28.i.1, label %cleanup.i.1, label %if.end30.i.1

if.end30.i.1:                                     ; preds = %cleanup.i
  %mul32.i.1 = mul i64 %idxprom26.i.1, %ld
  %add.ptr34.i.1 = getelementptr i32, ptr %add.ptr3365.i, i64 %mul32.i.1
  %15 = load i32, ptr %add.ptr34.i.1, align 4, !tbaa !21
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
  store i32 %cond.i.i.i.1, ptr %add.ptr34.i.1, align 4, !tbaa !21
  br label %cleanup.i.1

cleanup.i.1:                                      ; preds = %if.end30.i.1, %cleanup.i
  %inc.i.1 = add nuw i32 %i.064.i, 2
  %exitcond.not.i.1 = icmp eq i32 %inc.i.1, %6
  br i1 %exitcond.not.i.1, label %_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i, !llvm.loop !48

_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit: ; preds = %for.body.i.prol.loopexit, %cleanup.i.1, %entry, %if.end.i, %if.end7.i
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_panel_factor(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef %rowpiv, ptr nocapture noundef writeonly %pivrows, ptr nocapture noundef writeonly %pivcols, ptr nocapture noundef %cbuf, ptr noundef %pbuf, ptr nocapture noundef %states, i32 noundef %c0, i32 noundef %bw) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom.i = zext i32 %0 to i64
  %arrayidx.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !20
  %q.sroa.11.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.11.0.copyload.i = load i32, ptr %q.sroa.11.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !27
  %q.sroa.15.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.15.0.copyload.i = load i32, ptr %q.sroa.15.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !29
  %q.sroa.17718.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 16
  %q.sroa.17718.0.copyload.i = load i64, ptr %q.sroa.17718.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !28
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %conv2.i = zext i32 %n to i64
  %mul3.i = mul nuw i64 %conv2.i, %idxprom.i
  %add.ptr4.i = getelementptr inbounds i32, ptr %rowpiv, i64 %mul3.i
  %mul8.i = shl i64 %mul3.i, 4
  %add.ptr9.i = getelementptr inbounds i32, ptr %cbuf, i64 %mul8.i
  %add.ptr14.i = getelementptr inbounds i32, ptr %pbuf, i64 %mul8.i
  %mul15.i = shl i32 %n, 4
  %add.ptr18.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = load i32, ptr %add.ptr18.i, align 4, !tbaa !49
  %cmp721.i = icmp ult i32 %1, %mul15.i
  br i1 %cmp721.i, label %for.body.lr.ph.i, label %for.cond.cleanup.i

for.body.lr.ph.i:                                 ; preds = %entry
  %conv31.i = zext i32 %c0 to i64
  %mul74.i = shl i32 %2, 3
  %mul26.2.i = shl i32 %2, 1
  %mul26.3.i = mul i32 %2, 3
  %mul26.4.i = shl i32 %2, 2
  %mul26.5.i = mul i32 %2, 5
  %mul26.6.i = mul i32 %2, 6
  %mul26.7.i = mul i32 %2, 7
  br label %for.body.i

for.cond.cleanup.i:                               ; preds = %cleanup71.i, %entry
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp79740.not.i = icmp eq i32 %bw, 0
  br i1 %cmp79740.not.i, label %for.cond.cleanup82.i, label %land.rhs.lr.ph.i

land.rhs.lr.ph.i:                                 ; preds = %for.cond.cleanup.i
  %cmp86723.i = icmp ult i32 %1, %n
  %shr.i.i = lshr i32 %2, 5
  %and.i.i = and i32 %1, 31
  %cmp.i.i = icmp eq i32 %and.i.i, 0
  %shr2.i.i = lshr i32 %1, 5
  %idxprom.i.i = zext i32 %shr2.i.i to i64
  %arrayidx.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom.i.i
  %cmp318.not.i.i = icmp ult i32 %2, 32
  %umax.i.i = tail call i32 @llvm.umax.i32(i32 %shr.i.i, i32 1)
  %cmp111.i = icmp eq i32 %1, 0
  %conv4.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %conv1.i.i = zext i32 %q.sroa.15.0.copyload.i to i64
  %conv184.i = zext i32 %3 to i64
  %conv191.i = zext i32 %m to i64
  %mul192.i = mul nuw i64 %conv191.i, %idxprom.i
  %mul118.2.i = shl i32 %n, 1
  %mul118.3.i = mul i32 %n, 3
  %mul118.4.i = shl i32 %n, 2
  %mul118.5.i = mul i32 %n, 5
  %mul118.6.i = mul i32 %n, 6
  %mul118.7.i = mul i32 %n, 7
  %mul118.8.i = shl i32 %n, 3
  %mul118.9.i = mul i32 %n, 9
  %mul118.10.i = mul i32 %n, 10
  %mul118.11.i = mul i32 %n, 11
  %mul118.12.i = mul i32 %n, 12
  %mul118.13.i = mul i32 %n, 13
  %mul118.14.i = mul i32 %n, 14
  %mul118.15.i = mul i32 %n, 15
  %4 = add nsw i32 %umax.i.i, -1
  %xtraiter = and i32 %umax.i.i, 7
  %5 = icmp ult i32 %4, 7
  %unroll_iter = and i32 %umax.i.i, 134217720
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br label %land.rhs.i

for.body.i:                                       ; preds = %cleanup71.i, %for.body.lr.ph.i
  %e0.0722.i = phi i32 [ %1, %for.body.lr.ph.i ], [ %add75.i, %cleanup71.i ]
  %rem.i = and i32 %e0.0722.i, 15
  %cmp28.i = icmp ult i32 %rem.i, %bw
  br i1 %cmp28.i, label %cond.true.i, label %cond.end.i

cond.true.i:                                      ; preds = %for.body.i
  %div658.i = lshr i32 %e0.0722.i, 4
  %conv29.i = zext i32 %div658.i to i64
  %mul30.i = mul i64 %conv29.i, %ld
  %conv33.i = zext i32 %rem.i to i64
  %add32.i = add nuw nsw i64 %conv33.i, %conv31.i
  %add34.i = add i64 %add32.i, %mul30.i
  %arrayidx35.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add34.i
  %6 = load i32, ptr %arrayidx35.i, align 4, !tbaa !21
  br label %cond.end.i

cond.end.i:                                       ; preds = %cond.true.i, %for.body.i
  %cond.i = phi i32 [ %6, %cond.true.i ], [ 0, %for.body.i ]
  %add.1.i = add i32 %e0.0722.i, %2
  %rem.1.i = and i32 %add.1.i, 15
  %cmp27.1.i = icmp ult i32 %add.1.i, %mul15.i
  %cmp28.1.i = icmp ult i32 %rem.1.i, %bw
  %or.cond.1.i = and i1 %cmp27.1.i, %cmp28.1.i
  br i1 %or.cond.1.i, label %cond.true.1.i, label %cond.end.1.i

cond.true.1.i:                                    ; preds = %cond.end.i
  %div658.1.i = lshr i32 %add.1.i, 4
  %conv29.1.i = zext i32 %div658.1.i to i64
  %mul30.1.i = mul i64 %conv29.1.i, %ld
  %conv33.1.i = zext i32 %rem.1.i to i64
  %add32.1.i = add nuw nsw i64 %conv33.1.i, %conv31.i
  %add34.1.i = add i64 %add32.1.i, %mul30.1.i
  %arrayidx35.1.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add34.1.i
  %7 = load i32, ptr %arrayidx35.1.i, align 4, !tbaa !21
  br label %cond.end.1.i

cond.end.1.i:                                     ; preds = %cond.true.1.i, %cond.end.i
  %cond.1.i = phi i32 [ %7, %cond.true.1.i ], [ 0, %cond.end.i ]
  %add.2.i = add i32 %e0.0722.i, %mul26.2.i
  %rem.2.i = and i32 %add.2.i, 15
  %cmp27.2.i = icmp ult i32 %add.2.i, %mul15.i
  %cmp28.2.i = icmp ult i32 %rem.2.i, %bw
  %or.cond.2.i = and i1 %cmp27.2.i, %cmp28.2.i
  br i1 %or.cond.2.i, label %cond.true.2.i, label %cond.end.2.i

cond.true.2.i:                                    ; preds = %cond.end.1.i
  %div658.2.i = lshr i32 %add.2.i, 4
  %conv29.2.i = zext i32 %div658.2.i to i64
  %mul30.2.i = mul i64 %conv29.2.i, %ld
  %conv33.2.i = zext i32 %rem.2.i to i64
  %add32.2.i = add nuw nsw i64 %conv33.2.i, %conv31.i
  %add34.2.i = add i64 %add32.2.i, %mul30.2.i
  %arrayidx35.2.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add34.2.i
  %8 = load i32, ptr %arrayidx35.2.i, align 4, !tbaa !21
  br label %cond.end.2.i

cond.end.2.i:                                     ; preds = %cond.true.2.i, %cond.end.1.i
  %cond.2.i = phi i32 [ %8, %cond.true.2.i ], [ 0, %cond.end.1.i ]
  %add.3.i = add i32 %e0.0722.i, %mul26.3.i
  %rem.3.i = and i32 %add.3.i, 15
  %cmp27.3.i = icmp ult i32 %add.3.i, %mul15.i
  %cmp28.3.i = icmp ult i32 %rem.3.i, %bw
  %or.cond.3.i = and i1 %cmp27.3.i, %cmp28.3.i
  br i1 %or.cond.3.i, label %cond.true.3.i, label %cond.end.3.i

cond.true.3.i:                                    ; preds = %cond.end.2.i
  %div658.3.i = lshr i32 %add.3.i, 4
  %conv29.3.i = zext i32 %div658.3.i to i64
  %mul30.3.i = mul i64 %conv29.3.i, %ld
  %conv33.3.i = zext i32 %rem.3.i to i64
  %add32.3.i = add nuw nsw i64 %conv33.3.i, %conv31.i
  %add34.3.i = add i64 %add32.3.i, %mul30.3.i
  %arrayidx35.3.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add34.3.i
  %9 = load i32, ptr %arrayidx35.3.i, align 4, !tbaa !21
  br label %cond.end.3.i

cond.end.3.i:                                     ; preds = %cond.true.3.i, %cond.end.2.i
  %cond.3.i = phi i32 [ %9, %cond.true.3.i ], [ 0, %cond.end.2.i ]
  %add.4.i = add i32 %e0.0722.i, %mul26.4.i
  %rem.4.i = and i32 %add.4.i, 15
  %cmp27.4.i = icmp ult i32 %add.4.i, %mul15.i
  %cmp28.4.i = icmp ult i32 %rem.4.i, %bw
  %or.cond.4.i = and i1 %cmp27.4.i, %cmp28.4.i
  br i1 %or.cond.4.i, label %cond.true.4.i, label %cond.end.4.i

cond.true.4.i:                                    ; preds = %cond.end.3.i
  %div658.4.i = lshr i32 %add.4.i, 4
  %conv29.4.i = zext i32 %div658.4.i to i64
  %mul30.4.i = mul i64 %conv29.4.i, %ld
  %conv33.4.i = zext i32 %rem.4.i to i64
  %add32.4.i = add nuw nsw i64 %conv33.4.i, %conv31.i
  %add34.4.i = add i64 %add32.4.i, %mul30.4.i
  %arrayidx35.4.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add34.4.i
  %10 = load i32, ptr %arrayidx35.4.i, align 4, !tbaa !21
  br label %cond.end.4.i

cond.end.4.i:                                     ; preds = %cond.true.4.i, %cond.end.3.i
  %cond.4.i = phi i32 [ %10, %cond.true.4.i ], [ 0, %cond.end.3.i ]
  %add.5.i = add i32 %e0.0722.i, %mul26.5.i
  %rem.5.i = and i32 %add.5.i, 15
  %cmp27.5.i = icmp ult i32 %add.5.i, %mul15.i
  %cmp28.5.i = icmp ult i32 %rem.5.i, %bw
  %or.cond.5.i = and i1 %cmp27.5.i, %cmp28.5.i
  br i1 %or.cond.5.i, label %cond.true.5.i, label %cond.end.5.i

cond.true.5.i:                                    ; preds = %cond.end.4.i
  %div658.5.i = lshr i32 %add.5.i, 4
  %conv29.5.i = zext i32 %div658.5.i to i64
  %mul30.5.i = mul i64 %conv29.5.i, %ld
  %conv33.5.i = zext i32 %rem.5.i to i64
  %add32.5.i = add nuw nsw i64 %conv33.5.i, %conv31.i
  %add34.5.i = add i64 %add32.5.i, %mul30.5.i
  %arrayidx35.5.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add34.5.i
  %11 = load i32, ptr %arrayidx35.5.i, align 4, !tbaa !21
  br label %cond.end.5.i

cond.end.5.i:                                     ; preds = %cond.true.5.i, %cond.end.4.i
  %cond.5.i = phi i32 [ %11, %cond.true.5.i ], [ 0, %cond.end.4.i ]
  %add.6.i = add i32 %e0.0722.i, %mul26.6.i
  %rem.6.i = and i32 %add.6.i, 15
  %cmp27.6.i = icmp ult i32 %add.6.i, %mul15.i
  %cmp28.6.i = icmp ult i32 %rem.6.i, %bw
  %or.cond.6.i = and i1 %cmp27.6.i, %cmp28.6.i
  br i1 %or.cond.6.i, label %cond.true.6.i, label %cond.end.6.i

cond.true.6.i:                                    ; preds = %cond.end.5.i
  %div658.6.i = lshr i32 %add.6.i, 4
  %conv29.6.i = zext i32 %div658.6.i to i64
  %mul30.6.i = mul i64 %conv29.6.i, %ld
  %conv33.6.i = zext i32 %rem.6.i to i64
  %add32.6.i = add nuw nsw i64 %conv33.6.i, %conv31.i
  %add34.6.i = add i64 %add32.6.i, %mul30.6.i
  %arrayidx35.6.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add34.6.i
  %12 = load i32, ptr %arrayidx35.6.i, align 4, !tbaa !21
  br label %cond.end.6.i

cond.end.6.i:                                     ; preds = %cond.true.6.i, %cond.end.5.i
  %cond.6.i = phi i32 [ %12, %cond.true.6.i ], [ 0, %cond.end.5.i ]
  %add.7.i = add i32 %e0.0722.i, %mul26.7.i
  %rem.7.i = and i32 %add.7.i, 15
  %cmp27.7.i = icmp ult i32 %add.7.i, %mul15.i
  %cmp28.7.i = icmp ult i32 %rem.7.i, %bw
  %or.cond.7.i = and i1 %cmp27.7.i, %cmp28.7.i
  br i1 %or.cond.7.i, label %cond.true.7.i, label %if.end.i

cond.true.7.i:                                    ; preds = %cond.end.6.i
  %div658.7.i = lshr i32 %add.7.i, 4
  %conv29.7.i = zext i32 %div658.7.i to i64
  %mul30.7.i = mul i64 %conv29.7.i, %ld
  %conv33.7.i = zext i32 %rem.7.i to i64
  %add32.7.i = add nuw nsw i64 %conv33.7.i, %conv31.i
  %add34.7.i = add i64 %add32.7.i, %mul30.7.i
  %arrayidx35.7.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add34.7.i
  %13 = load i32, ptr %arrayidx35.7.i, align 4, !tbaa !21
  br label %if.end.i

if.end.i:                                         ; preds = %cond.true.7.i, %cond.end.6.i
  %cond.7.i = phi i32 [ %13, %cond.true.7.i ], [ 0, %cond.end.6.i ]
  %div47656.i = lshr i32 %e0.0722.i, 4
  %mul53.i = mul i32 %rem.i, %n
  %add54.i = add i32 %mul53.i, %div47656.i
  %idxprom55.i = zext i32 %add54.i to i64
  %arrayidx56.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom55.i
  store i32 %cond.i, ptr %arrayidx56.i, align 4, !tbaa !21
  br i1 %cmp28.i, label %if.then58.i, label %for.inc69.i

if.then58.i:                                      ; preds = %if.end.i
  %add64.i = zext i32 %e0.0722.i to i64
  %arrayidx65.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add64.i
  store i32 %cond.i, ptr %arrayidx65.i, align 4, !tbaa !21
  br label %for.inc69.i

for.inc69.i:                                      ; preds = %if.then58.i, %if.end.i
  br i1 %cmp27.1.i, label %if.end.1.i, label %cleanup71.i

if.end.1.i:                                       ; preds = %for.inc69.i
  %div47656.1.i = lshr i32 %add.1.i, 4
  %mul53.1.i = mul i32 %rem.1.i, %n
  %add54.1.i = add i32 %mul53.1.i, %div47656.1.i
  %idxprom55.1.i = zext i32 %add54.1.i to i64
  %arrayidx56.1.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom55.1.i
  store i32 %cond.1.i, ptr %arrayidx56.1.i, align 4, !tbaa !21
  br i1 %cmp28.1.i, label %if.then58.1.i, label %for.inc69.1.i

if.then58.1.i:                                    ; preds = %if.end.1.i
  %add64.1.i = zext i32 %add.1.i to i64
  %arrayidx65.1.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add64.1.i
  store i32 %cond.1.i, ptr %arrayidx65.1.i, align 4, !tbaa !21
  br label %for.inc69.1.i

for.inc69.1.i:                                    ; preds = %if.then58.1.i, %if.end.1.i
  br i1 %cmp27.2.i, label %if.end.2.i, label %cleanup71.i

if.end.2.i:                                       ; preds = %for.inc69.1.i
  %div47656.2.i = lshr i32 %add.2.i, 4
  %mul53.2.i = mul i32 %rem.2.i, %n
  %add54.2.i = add i32 %mul53.2.i, %div47656.2.i
  %idxprom55.2.i = zext i32 %add54.2.i to i64
  %arrayidx56.2.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom55.2.i
  store i32 %cond.2.i, ptr %arrayidx56.2.i, align 4, !tbaa !21
  br i1 %cmp28.2.i, label %if.then58.2.i, label %for.inc69.2.i

if.then58.2.i:                                    ; preds = %if.end.2.i
  %add64.2.i = zext i32 %add.2.i to i64
  %arrayidx65.2.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add64.2.i
  store i32 %cond.2.i, ptr %arrayidx65.2.i, align 4, !tbaa !21
  br label %for.inc69.2.i

for.inc69.2.i:                                    ; preds = %if.then58.2.i, %if.end.2.i
  br i1 %cmp27.3.i, label %if.end.3.i, label %cleanup71.i

if.end.3.i:                                       ; preds = %for.inc69.2.i
  %div47656.3.i = lshr i32 %add.3.i, 4
  %mul53.3.i = mul i32 %rem.3.i, %n
  %add54.3.i = add i32 %mul53.3.i, %div47656.3.i
  %idxprom55.3.i = zext i32 %add54.3.i to i64
  %arrayidx56.3.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom55.3.i
  store i32 %cond.3.i, ptr %arrayidx56.3.i, align 4, !tbaa !21
  br i1 %cmp28.3.i, label %if.then58.3.i, label %for.inc69.3.i

if.then58.3.i:                                    ; preds = %if.end.3.i
  %add64.3.i = zext i32 %add.3.i to i64
  %arrayidx65.3.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add64.3.i
  store i32 %cond.3.i, ptr %arrayidx65.3.i, align 4, !tbaa !21
  br label %for.inc69.3.i

for.inc69.3.i:                                    ; preds = %if.then58.3.i, %if.end.3.i
  br i1 %cmp27.4.i, label %if.end.4.i, label %cleanup71.i

if.end.4.i:                                       ; preds = %for.inc69.3.i
  %div47656.4.i = lshr i32 %add.4.i, 4
  %mul53.4.i = mul i32 %rem.4.i, %n
  %add54.4.i = add i32 %mul53.4.i, %div47656.4.i
  %idxprom55.4.i = zext i32 %add54.4.i to i64
  %arrayidx56.4.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom55.4.i
  store i32 %cond.4.i, ptr %arrayidx56.4.i, align 4, !tbaa !21
  br i1 %cmp28.4.i, label %if.then58.4.i, label %for.inc69.4.i

if.then58.4.i:                                    ; preds = %if.end.4.i
  %add64.4.i = zext i32 %add.4.i to i64
  %arrayidx65.4.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add64.4.i
  store i32 %cond.4.i, ptr %arrayidx65.4.i, align 4, !tbaa !21
  br label %for.inc69.4.i

for.inc69.4.i:                                    ; preds = %if.then58.4.i, %if.end.4.i
  br i1 %cmp27.5.i, label %if.end.5.i, label %cleanup71.i

if.end.5.i:                                       ; preds = %for.inc69.4.i
  %div47656.5.i = lshr i32 %add.5.i, 4
  %mul53.5.i = mul i32 %rem.5.i, %n
  %add54.5.i = add i32 %mul53.5.i, %div47656.5.i
  %idxprom55.5.i = zext i32 %add54.5.i to i64
  %arrayidx56.5.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom55.5.i
  store i32 %cond.5.i, ptr %arrayidx56.5.i, align 4, !tbaa !21
  br i1 %cmp28.5.i, label %if.then58.5.i, label %for.inc69.5.i

if.then58.5.i:                                    ; preds = %if.end.5.i
  %add64.5.i = zext i32 %add.5.i to i64
  %arrayidx65.5.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add64.5.i
  store i32 %cond.5.i, ptr %arrayidx65.5.i, align 4, !tbaa !21
  br label %for.inc69.5.i

for.inc69.5.i:                                    ; preds = %if.then58.5.i, %if.end.5.i
  br i1 %cmp27.6.i, label %if.end.6.i, label %cleanup71.i

if.end.6.i:                                       ; preds = %for.inc69.5.i
  %div47656.6.i = lshr i32 %add.6.i, 4
  %mul53.6.i = mul i32 %rem.6.i, %n
  %add54.6.i = add i32 %mul53.6.i, %div47656.6.i
  %idxprom55.6.i = zext i32 %add54.6.i to i64
  %arrayidx56.6.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom55.6.i
  store i32 %cond.6.i, ptr %arrayidx56.6.i, align 4, !tbaa !21
  br i1 %cmp28.6.i, label %if.then58.6.i, label %for.inc69.6.i

if.then58.6.i:                                    ; preds = %if.end.6.i
  %add64.6.i = zext i32 %add.6.i to i64
  %arrayidx65.6.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add64.6.i
  store i32 %cond.6.i, ptr %arrayidx65.6.i, align 4, !tbaa !21
  br label %for.inc69.6.i

for.inc69.6.i:                                    ; preds = %if.then58.6.i, %if.end.6.i
  br i1 %cmp27.7.i, label %if.end.7.i, label %cleanup71.i

if.end.7.i:                                       ; preds = %for.inc69.6.i
  %div47656.7.i = lshr i32 %add.7.i, 4
  %mul53.7.i = mul i32 %rem.7.i, %n
  %add54.7.i = add i32 %mul53.7.i, %div47656.7.i
  %idxprom55.7.i = zext i32 %add54.7.i to i64
  %arrayidx56.7.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom55.7.i
  store i32 %cond.7.i, ptr %arrayidx56.7.i, align 4, !tbaa !21
  br i1 %cmp28.7.i, label %if.then58.7.i, label %cleanup71.i

if.then58.7.i:                                    ; preds = %if.end.7.i
  %add64.7.i = zext i32 %add.7.i to i64
  %arrayidx65.7.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add64.7.i
  store i32 %cond.7.i, ptr %arrayidx65.7.i, align 4, !tbaa !21
  br label %cleanup71.i

cleanup71.i:                                      ; preds = %if.then58.7.i, %if.end.7.i, %for.inc69.6.i, %for.inc69.5.i, %for.inc69.4.i, %for.inc69.3.i, %for.inc69.2.i, %for.inc69.1.i, %for.inc69.i
  %add75.i = add i32 %e0.0722.i, %mul74.i
  %cmp.i = icmp ult i32 %add75.i, %mul15.i
  br i1 %cmp.i, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !51

land.rhs.i:                                       ; preds = %cleanup300.i, %land.rhs.lr.ph.i
  %count.0742.i = phi i32 [ 0, %land.rhs.lr.ph.i ], [ %count.1.i, %cleanup300.i ]
  %t.0741.i = phi i32 [ 0, %land.rhs.lr.ph.i ], [ %inc305.i, %cleanup300.i ]
  %add80.i = add i32 %count.0742.i, %3
  %cmp81.i = icmp ult i32 %add80.i, %n
  br i1 %cmp81.i, label %for.cond85.preheader.i, label %for.cond.cleanup82.i

for.cond85.preheader.i:                           ; preds = %land.rhs.i
  br i1 %cmp86723.i, label %for.body88.lr.ph.i, label %cleanup105.i

for.body88.lr.ph.i:                               ; preds = %for.cond85.preheader.i
  %mul93.i = mul i32 %t.0741.i, %n
  br label %for.body88.i

for.cond.cleanup82.i:                             ; preds = %cleanup300.i, %land.rhs.i, %for.cond.cleanup.i
  %count.0.lcssa.i = phi i32 [ 0, %for.cond.cleanup.i ], [ %count.0742.i, %land.rhs.i ], [ %count.1.i, %cleanup300.i ]
  %cmp308.i = icmp ugt i32 %1, 31
  br i1 %cmp308.i, label %if.then309.i, label %if.end338.i

for.body88.i:                                     ; preds = %cleanup100.i, %for.body88.lr.ph.i
  %mine.0726.i = phi i32 [ -1, %for.body88.lr.ph.i ], [ %mine.1.i, %cleanup100.i ]
  %i84.0724.i = phi i32 [ %1, %for.body88.lr.ph.i ], [ %add104.i, %cleanup100.i ]
  %idxprom89.i = zext i32 %i84.0724.i to i64
  %arrayidx90.i = getelementptr inbounds i32, ptr %add.ptr4.i, i64 %idxprom89.i
  %14 = load i32, ptr %arrayidx90.i, align 4, !tbaa !21
  %cmp91.i = icmp eq i32 %14, -1
  br i1 %cmp91.i, label %land.lhs.true92.i, label %if.end99.i

land.lhs.true92.i:                                ; preds = %for.body88.i
  %add94.i = add i32 %i84.0724.i, %mul93.i
  %idxprom95.i = zext i32 %add94.i to i64
  %arrayidx96.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom95.i
  %15 = load i32, ptr %arrayidx96.i, align 4, !tbaa !21
  %cmp97.not.i = icmp eq i32 %15, 0
  br i1 %cmp97.not.i, label %if.end99.i, label %cleanup100.i

if.end99.i:                                       ; preds = %land.lhs.true92.i, %for.body88.i
  br label %cleanup100.i

cleanup100.i:                                     ; preds = %if.end99.i, %land.lhs.true92.i
  %mine.1.i = phi i32 [ %mine.0726.i, %if.end99.i ], [ %i84.0724.i, %land.lhs.true92.i ]
  %cond460.i = phi i1 [ true, %if.end99.i ], [ false, %land.lhs.true92.i ]
  %add104.i = add i32 %i84.0724.i, %2
  %cmp86.i = icmp ult i32 %add104.i, %n
  %or.cond755.i = select i1 %cond460.i, i1 %cmp86.i, i1 false
  br i1 %or.cond755.i, label %for.body88.i, label %cleanup105.i, !llvm.loop !52

cleanup105.i:                                     ; preds = %cleanup100.i, %for.cond85.preheader.i
  %mine.2.i = phi i32 [ -1, %for.cond85.preheader.i ], [ %mine.1.i, %cleanup100.i ]
  %16 = tail call i32 @llvm.nvvm.redux.sync.umin(i32 %mine.2.i, i32 -1)
  br i1 %cmp.i.i, label %if.then.i.i, label %if.end.i.i

if.then.i.i:                                      ; preds = %cleanup105.i
  store i32 %16, ptr %arrayidx.i.i, align 4, !tbaa !21
  br label %if.end.i.i

if.end.i.i:                                       ; preds = %if.then.i.i, %cleanup105.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp318.not.i.i, label %_ZL9block_minjPj.exit.i, label %for.body.i.i.preheader

for.body.i.i.preheader:                           ; preds = %if.end.i.i
  br i1 %5, label %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, label %for.body.i.i

for.body.i.i:                                     ; preds = %for.body.i.i.preheader, %for.body.i.i
  %w.020.i.i = phi i32 [ %inc.i.i.7, %for.body.i.i ], [ 0, %for.body.i.i.preheader ]
  %r.019.i.i = phi i32 [ %32, %for.body.i.i ], [ -1, %for.body.i.i.preheader ]
  %niter = phi i32 [ %niter.next.7, %for.body.i.i ], [ 0, %for.body.i.i.preheader ]
  %idxprom4.i.i = zext i32 %w.020.i.i to i64
  %arrayidx5.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i
  %17 = load i32, ptr %arrayidx5.i.i, align 4, !tbaa !21
  %18 = tail call i32 @llvm.umin.i32(i32 %17, i32 %r.019.i.i)
  %inc.i.i = or i32 %w.020.i.i, 1
  %idxprom4.i.i.1 = zext i32 %inc.i.i to i64
  %arrayidx5.i.i.1 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.1
  %19 = load i32, ptr %arrayidx5.i.i.1, align 4, !tbaa !21
  %20 = tail call i32 @llvm.umin.i32(i32 %19, i32 %18)
  %inc.i.i.1 = or i32 %w.020.i.i, 2
  %idxprom4.i.i.2 = zext i32 %inc.i.i.1 to i64
  %arrayidx5.i.i.2 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.2
  %21 = load i32, ptr %arrayidx5.i.i.2, align 4, !tbaa !21
  %22 = tail call i32 @llvm.umin.i32(i32 %21, i32 %20)
  %inc.i.i.2 = or i32 %w.020.i.i, 3
  %idxprom4.i.i.3 = zext i32 %inc.i.i.2 to i64
  %arrayidx5.i.i.3 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.3
  %23 = load i32, ptr %arrayidx5.i.i.3, align 4, !tbaa !21
  %24 = tail call i32 @llvm.umin.i32(i32 %23, i32 %22)
  %inc.i.i.3 = or i32 %w.020.i.i, 4
  %idxprom4.i.i.4 = zext i32 %inc.i.i.3 to i64
  %arrayidx5.i.i.4 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.4
  %25 = load i32, ptr %arrayidx5.i.i.4, align 4, !tbaa !21
  %26 = tail call i32 @llvm.umin.i32(i32 %25, i32 %24)
  %inc.i.i.4 = or i32 %w.020.i.i, 5
  %idxprom4.i.i.5 = zext i32 %inc.i.i.4 to i64
  %arrayidx5.i.i.5 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.5
  %27 = load i32, ptr %arrayidx5.i.i.5, align 4, !tbaa !21
  %28 = tail call i32 @llvm.umin.i32(i32 %27, i32 %26)
  %inc.i.i.5 = or i32 %w.020.i.i, 6
  %idxprom4.i.i.6 = zext i32 %inc.i.i.5 to i64
  %arrayidx5.i.i.6 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.6
  %29 = load i32, ptr %arrayidx5.i.i.6, align 4, !tbaa !21
  %30 = tail call i32 @llvm.umin.i32(i32 %29, i32 %28)
  %inc.i.i.6 = or i32 %w.020.i.i, 7
  %idxprom4.i.i.7 = zext i32 %inc.i.i.6 to i64
  %arrayidx5.i.i.7 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.7
  %31 = load i32, ptr %arrayidx5.i.i.7, align 4, !tbaa !21
  %32 = tail call i32 @llvm.umin.i32(i32 %31, i32 %30)
  %inc.i.i.7 = add nuw nsw i32 %w.020.i.i, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, label %for.body.i.i, !llvm.loop !53

_ZL9block_minjPj.exit.i.loopexit.unr-lcssa:       ; preds = %for.body.i.i, %for.body.i.i.preheader
  %.lcssa.ph = phi i32 [ undef, %for.body.i.i.preheader ], [ %32, %for.body.i.i ]
  %w.020.i.i.unr = phi i32 [ 0, %for.body.i.i.preheader ], [ %inc.i.i.7, %for.body.i.i ]
  %r.019.i.i.unr = phi i32 [ -1, %for.body.i.i.preheader ], [ %32, %for.body.i.i ]
  br i1 %lcmp.mod.not, label %_ZL9block_minjPj.exit.i, label %for.body.i.i.epil

for.body.i.i.epil:                                ; preds = %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, %for.body.i.i.epil
  %w.020.i.i.epil = phi i32 [ %inc.i.i.epil, %for.body.i.i.epil ], [ %w.020.i.i.unr, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ]
  %r.019.i.i.epil = phi i32 [ %34, %for.body.i.i.epil ], [ %r.019.i.i.unr, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.i.i.epil ], [ 0, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ]
  %idxprom4.i.i.epil = zext i32 %w.020.i.i.epil to i64
  %arrayidx5.i.i.epil = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.epil
  %33 = load i32, ptr %arrayidx5.i.i.epil, align 4, !tbaa !21
  %34 = tail call i32 @llvm.umin.i32(i32 %33, i32 %r.019.i.i.epil)
  %inc.i.i.epil = add nuw nsw i32 %w.020.i.i.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %_ZL9block_minjPj.exit.i, label %for.body.i.i.epil, !llvm.loop !54

_ZL9block_minjPj.exit.i:                          ; preds = %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, %for.body.i.i.epil, %if.end.i.i
  %r.0.lcssa.i.i = phi i32 [ -1, %if.end.i.i ], [ %.lcssa.ph, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ], [ %34, %for.body.i.i.epil ]
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp108.i = icmp eq i32 %r.0.lcssa.i.i, -1
  br i1 %cmp108.i, label %cleanup300.i, label %if.end110.i

if.end110.i:                                      ; preds = %_ZL9block_minjPj.exit.i
  br i1 %cmp111.i, label %if.then112.i, label %if.end202.i

if.then112.i:                                     ; preds = %if.end110.i
  %idxprom120.i = zext i32 %r.0.lcssa.i.i to i64
  %arrayidx121.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom120.i
  %35 = load i32, ptr %arrayidx121.i, align 4, !tbaa !21
  %add119.1.i = add i32 %r.0.lcssa.i.i, %n
  %idxprom120.1.i = zext i32 %add119.1.i to i64
  %arrayidx121.1.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom120.1.i
  %36 = load i32, ptr %arrayidx121.1.i, align 4, !tbaa !21
  %add119.2.i = add i32 %r.0.lcssa.i.i, %mul118.2.i
  %idxprom120.2.i = zext i32 %add119.2.i to i64
  %arrayidx121.2.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom120.2.i
  %37 = load i32, ptr %arrayidx121.2.i, align 4, !tbaa !21
  %add119.3.i = add i32 %r.0.lcssa.i.i, %mul118.3.i
  %idxprom120.3.i = zext i32 %add119.3.i to i64
  %arrayidx121.3.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom120.3.i
  %38 = load i32, ptr %arrayidx121.3.i, align 4, !tbaa !21
  %add119.4.i = add i32 %r.0.lcssa.i.i, %mul118.4.i
  %idxprom120.4.i = zext i32 %add119.4.i to i64
  %arrayidx121.4.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom120.4.i
  %39 = load i32, ptr %arrayidx121.4.i, align 4, !tbaa !21
  %add119.5.i = add i32 %r.0.lcssa.i.i, %mul118.5.i
  %idxprom120.5.i = zext i32 %add119.5.i to i64
  %arrayidx121.5.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom120.5.i
  %40 = load i32, ptr %arrayidx121.5.i, align 4, !tbaa !21
  %add119.6.i = add i32 %r.0.lcssa.i.i, %mul118.6.i
  %idxprom120.6.i = zext i32 %add119.6.i to i64
  %arrayidx121.6.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom120.6.i
  %41 = load i32, ptr %arrayidx121.6.i, align 4, !tbaa !21
  %add119.7.i = add i32 %r.0.lcssa.i.i, %mul118.7.i
  %idxprom120.7.i = zext i32 %add119.7.i to i64
  %arrayidx121.7.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom120.7.i
  %42 = load i32, ptr %arrayidx121.7.i, align 4, !tbaa !21
  %add119.8.i = add i32 %r.0.lcssa.i.i, %mul118.8.i
  %idxprom120.8.i = zext i32 %add119.8.i to i64
  %arrayidx121.8.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom120.8.i
  %43 = load i32, ptr %arrayidx121.8.i, align 4, !tbaa !21
  %add119.9.i = add i32 %r.0.lcssa.i.i, %mul118.9.i
  %idxprom120.9.i = zext i32 %add119.9.i to i64
  %arrayidx121.9.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom120.9.i
  %44 = load i32, ptr %arrayidx121.9.i, align 4, !tbaa !21
  %add119.10.i = add i32 %r.0.lcssa.i.i, %mul118.10.i
  %idxprom120.10.i = zext i32 %add119.10.i to i64
  %arrayidx121.10.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom120.10.i
  %45 = load i32, ptr %arrayidx121.10.i, align 4, !tbaa !21
  %add119.11.i = add i32 %r.0.lcssa.i.i, %mul118.11.i
  %idxprom120.11.i = zext i32 %add119.11.i to i64
  %arrayidx121.11.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom120.11.i
  %46 = load i32, ptr %arrayidx121.11.i, align 4, !tbaa !21
  %add119.12.i = add i32 %r.0.lcssa.i.i, %mul118.12.i
  %idxprom120.12.i = zext i32 %add119.12.i to i64
  %arrayidx121.12.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom120.12.i
  %47 = load i32, ptr %arrayidx121.12.i, align 4, !tbaa !21
  %add119.13.i = add i32 %r.0.lcssa.i.i, %mul118.13.i
  %idxprom120.13.i = zext i32 %add119.13.i to i64
  %arrayidx121.13.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom120.13.i
  %48 = load i32, ptr %arrayidx121.13.i, align 4, !tbaa !21
  %add119.14.i = add i32 %r.0.lcssa.i.i, %mul118.14.i
  %idxprom120.14.i = zext i32 %add119.14.i to i64
  %arrayidx121.14.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom120.14.i
  %49 = load i32, ptr %arrayidx121.14.i, align 4, !tbaa !21
  %add119.15.i = add i32 %r.0.lcssa.i.i, %mul118.15.i
  %idxprom120.15.i = zext i32 %add119.15.i to i64
  %arrayidx121.15.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom120.15.i
  %50 = load i32, ptr %arrayidx121.15.i, align 4, !tbaa !21
  %cmp133.i = icmp eq i32 %t.0741.i, 0
  %spec.select792.i = select i1 %cmp133.i, i32 %35, i32 0
  %cmp133.1.i = icmp eq i32 %t.0741.i, 1
  %cond139.1.i = select i1 %cmp133.1.i, i32 %36, i32 %spec.select792.i
  %cmp133.2.i = icmp eq i32 %t.0741.i, 2
  %cond139.2.i = select i1 %cmp133.2.i, i32 %37, i32 %cond139.1.i
  %cmp133.3.i = icmp eq i32 %t.0741.i, 3
  %cond139.3.i = select i1 %cmp133.3.i, i32 %38, i32 %cond139.2.i
  %cmp133.4.i = icmp eq i32 %t.0741.i, 4
  %cond139.4.i = select i1 %cmp133.4.i, i32 %39, i32 %cond139.3.i
  %cmp133.5.i = icmp eq i32 %t.0741.i, 5
  %cond139.5.i = select i1 %cmp133.5.i, i32 %40, i32 %cond139.4.i
  %cmp133.6.i = icmp eq i32 %t.0741.i, 6
  %cond139.6.i = select i1 %cmp133.6.i, i32 %41, i32 %cond139.5.i
  %cmp133.7.i = icmp eq i32 %t.0741.i, 7
  %cond139.7.i = select i1 %cmp133.7.i, i32 %42, i32 %cond139.6.i
  %cmp133.8.i = icmp eq i32 %t.0741.i, 8
  %cond139.8.i = select i1 %cmp133.8.i, i32 %43, i32 %cond139.7.i
  %cmp133.9.i = icmp eq i32 %t.0741.i, 9
  %cond139.9.i = select i1 %cmp133.9.i, i32 %44, i32 %cond139.8.i
  %cmp133.10.i = icmp eq i32 %t.0741.i, 10
  %cond139.10.i = select i1 %cmp133.10.i, i32 %45, i32 %cond139.9.i
  %cmp133.11.i = icmp eq i32 %t.0741.i, 11
  %cond139.11.i = select i1 %cmp133.11.i, i32 %46, i32 %cond139.10.i
  %cmp133.12.i = icmp eq i32 %t.0741.i, 12
  %cond139.12.i = select i1 %cmp133.12.i, i32 %47, i32 %cond139.11.i
  %cmp133.13.i = icmp eq i32 %t.0741.i, 13
  %cond139.13.i = select i1 %cmp133.13.i, i32 %48, i32 %cond139.12.i
  %cmp133.14.i = icmp eq i32 %t.0741.i, 14
  %cond139.14.i = select i1 %cmp133.14.i, i32 %49, i32 %cond139.13.i
  %cmp133.15.i = icmp eq i32 %t.0741.i, 15
  %cond139.15.i = select i1 %cmp133.15.i, i32 %50, i32 %cond139.14.i
  %cmp.not16.i.i = icmp eq i32 %cond139.15.i, 0
  br i1 %cmp.not16.i.i, label %_ZL11inverse_modjj.exit.i, label %while.body.i.i

while.body.i.i:                                   ; preds = %if.then112.i, %while.body.i.i
  %t.020.i.i = phi i64 [ %nt.019.i.i, %while.body.i.i ], [ 0, %if.then112.i ]
  %nt.019.i.i = phi i64 [ %sub.i.i, %while.body.i.i ], [ 1, %if.then112.i ]
  %r.018.i.i = phi i32 [ %nr.017.i.i, %while.body.i.i ], [ %q.sroa.0.0.copyload.i, %if.then112.i ]
  %nr.017.i.i = phi i32 [ %sub2.i.i, %while.body.i.i ], [ %cond139.15.i, %if.then112.i ]
  %div.i.i = udiv i32 %r.018.i.i, %nr.017.i.i
  %conv.i.i = zext i32 %div.i.i to i64
  %mul.i.i = mul nsw i64 %nt.019.i.i, %conv.i.i
  %sub.i.i = sub nsw i64 %t.020.i.i, %mul.i.i
  %mul1.i.i = mul nuw i32 %div.i.i, %nr.017.i.i
  %sub2.i.i = sub nuw i32 %r.018.i.i, %mul1.i.i
  %cmp.not.i.i = icmp eq i32 %sub2.i.i, 0
  br i1 %cmp.not.i.i, label %_ZL11inverse_modjj.exit.i, label %while.body.i.i, !llvm.loop !34

_ZL11inverse_modjj.exit.i:                        ; preds = %while.body.i.i, %if.then112.i
  %t.0.lcssa.i.i = phi i64 [ 0, %if.then112.i ], [ %nt.019.i.i, %while.body.i.i ]
  %cmp3.i.i = icmp slt i64 %t.0.lcssa.i.i, 0
  %add.i.i = select i1 %cmp3.i.i, i64 %conv4.i.i, i64 0
  %cond.i.i = add nsw i64 %add.i.i, %t.0.lcssa.i.i
  %conv.i664.i = and i64 %cond.i.i, 4294967295
  %mul.i665.i = mul nuw i64 %conv.i664.i, %conv1.i.i
  %conv.i.i.i = trunc i64 %mul.i665.i to i32
  %mul.i.i.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i.i
  %conv1.i.i.i = zext i32 %mul.i.i.i to i64
  %mul3.i.i.i = mul nuw i64 %conv1.i.i.i, %conv4.i.i
  %add.i.i.i = add i64 %mul3.i.i.i, %mul.i665.i
  %shr.i.i.i = lshr i64 %add.i.i.i, 32
  %cmp.not.i.i.i = icmp ult i64 %shr.i.i.i, %conv4.i.i
  %sub.i.i.i = select i1 %cmp.not.i.i.i, i64 0, i64 %conv4.i.i
  %cond.i.i.i = sub nsw i64 %shr.i.i.i, %sub.i.i.i
  %conv.i666.i = and i64 %cond.i.i.i, 4294967295
  %conv1.i667.i = zext i32 %35 to i64
  %mul.i668.i = mul nuw i64 %conv.i666.i, %conv1.i667.i
  %conv.i.i669.i = trunc i64 %mul.i668.i to i32
  %mul.i.i670.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i669.i
  %conv1.i.i671.i = zext i32 %mul.i.i670.i to i64
  %mul3.i.i673.i = mul nuw i64 %conv1.i.i671.i, %conv4.i.i
  %add.i.i674.i = add i64 %mul3.i.i673.i, %mul.i668.i
  %shr.i.i675.i = lshr i64 %add.i.i674.i, 32
  %cmp.not.i.i676.i = icmp ult i64 %shr.i.i675.i, %conv4.i.i
  %sub.i.i677.i = select i1 %cmp.not.i.i676.i, i64 0, i64 %conv4.i.i
  %cond.i.i678.i = sub nsw i64 %shr.i.i675.i, %sub.i.i677.i
  %conv8.i.i679.i = trunc i64 %cond.i.i678.i to i32
  %cond158.i = select i1 %cmp133.i, i32 %conv8.i.i679.i, i32 0
  store i32 %cond158.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.0, align 4, !tbaa !21
  %spec.select.i = select i1 %cmp133.i, i32 %conv8.i.i679.i, i32 %35
  store i32 %spec.select.i, ptr %arrayidx121.i, align 4, !tbaa !21
  %conv1.i667.1.i = zext i32 %36 to i64
  %mul.i668.1.i = mul nuw i64 %conv.i666.i, %conv1.i667.1.i
  %conv.i.i669.1.i = trunc i64 %mul.i668.1.i to i32
  %mul.i.i670.1.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i669.1.i
  %conv1.i.i671.1.i = zext i32 %mul.i.i670.1.i to i64
  %mul3.i.i673.1.i = mul nuw i64 %conv1.i.i671.1.i, %conv4.i.i
  %add.i.i674.1.i = add i64 %mul3.i.i673.1.i, %mul.i668.1.i
  %shr.i.i675.1.i = lshr i64 %add.i.i674.1.i, 32
  %cmp.not.i.i676.1.i = icmp ult i64 %shr.i.i675.1.i, %conv4.i.i
  %sub.i.i677.1.i = select i1 %cmp.not.i.i676.1.i, i64 0, i64 %conv4.i.i
  %cond.i.i678.1.i = sub nsw i64 %shr.i.i675.1.i, %sub.i.i677.1.i
  %conv8.i.i679.1.i = trunc i64 %cond.i.i678.1.i to i32
  %cmp154.not.1.i = icmp ugt i32 %t.0741.i, 1
  %cond158.1.i = select i1 %cmp154.not.1.i, i32 0, i32 %conv8.i.i679.1.i
  store i32 %cond158.1.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.1, align 4, !tbaa !21
  %spec.select.1.i = select i1 %cmp154.not.1.i, i32 %36, i32 %conv8.i.i679.1.i
  store i32 %spec.select.1.i, ptr %arrayidx121.1.i, align 4, !tbaa !21
  %conv1.i667.2.i = zext i32 %37 to i64
  %mul.i668.2.i = mul nuw i64 %conv.i666.i, %conv1.i667.2.i
  %conv.i.i669.2.i = trunc i64 %mul.i668.2.i to i32
  %mul.i.i670.2.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i669.2.i
  %conv1.i.i671.2.i = zext i32 %mul.i.i670.2.i to i64
  %mul3.i.i673.2.i = mul nuw i64 %conv1.i.i671.2.i, %conv4.i.i
  %add.i.i674.2.i = add i64 %mul3.i.i673.2.i, %mul.i668.2.i
  %shr.i.i675.2.i = lshr i64 %add.i.i674.2.i, 32
  %cmp.not.i.i676.2.i = icmp ult i64 %shr.i.i675.2.i, %conv4.i.i
  %sub.i.i677.2.i = select i1 %cmp.not.i.i676.2.i, i64 0, i64 %conv4.i.i
  %cond.i.i678.2.i = sub nsw i64 %shr.i.i675.2.i, %sub.i.i677.2.i
  %conv8.i.i679.2.i = trunc i64 %cond.i.i678.2.i to i32
  %cmp154.not.2.i = icmp ugt i32 %t.0741.i, 2
  %cond158.2.i = select i1 %cmp154.not.2.i, i32 0, i32 %conv8.i.i679.2.i
  store i32 %cond158.2.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.2, align 4, !tbaa !21
  %spec.select.2.i = select i1 %cmp154.not.2.i, i32 %37, i32 %conv8.i.i679.2.i
  store i32 %spec.select.2.i, ptr %arrayidx121.2.i, align 4, !tbaa !21
  %conv1.i667.3.i = zext i32 %38 to i64
  %mul.i668.3.i = mul nuw i64 %conv.i666.i, %conv1.i667.3.i
  %conv.i.i669.3.i = trunc i64 %mul.i668.3.i to i32
  %mul.i.i670.3.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i669.3.i
  %conv1.i.i671.3.i = zext i32 %mul.i.i670.3.i to i64
  %mul3.i.i673.3.i = mul nuw i64 %conv1.i.i671.3.i, %conv4.i.i
  %add.i.i674.3.i = add i64 %mul3.i.i673.3.i, %mul.i668.3.i
  %shr.i.i675.3.i = lshr i64 %add.i.i674.3.i, 32
  %cmp.not.i.i676.3.i = icmp ult i64 %shr.i.i675.3.i, %conv4.i.i
  %sub.i.i677.3.i = select i1 %cmp.not.i.i676.3.i, i64 0, i64 %conv4.i.i
  %cond.i.i678.3.i = sub nsw i64 %shr.i.i675.3.i, %sub.i.i677.3.i
  %conv8.i.i679.3.i = trunc i64 %cond.i.i678.3.i to i32
  %cmp154.not.3.i = icmp ugt i32 %t.0741.i, 3
  %cond158.3.i = select i1 %cmp154.not.3.i, i32 0, i32 %conv8.i.i679.3.i
  store i32 %cond158.3.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.3, align 4, !tbaa !21
  %spec.select.3.i = select i1 %cmp154.not.3.i, i32 %38, i32 %conv8.i.i679.3.i
  store i32 %spec.select.3.i, ptr %arrayidx121.3.i, align 4, !tbaa !21
  %conv1.i667.4.i = zext i32 %39 to i64
  %mul.i668.4.i = mul nuw i64 %conv.i666.i, %conv1.i667.4.i
  %conv.i.i669.4.i = trunc i64 %mul.i668.4.i to i32
  %mul.i.i670.4.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i669.4.i
  %conv1.i.i671.4.i = zext i32 %mul.i.i670.4.i to i64
  %mul3.i.i673.4.i = mul nuw i64 %conv1.i.i671.4.i, %conv4.i.i
  %add.i.i674.4.i = add i64 %mul3.i.i673.4.i, %mul.i668.4.i
  %shr.i.i675.4.i = lshr i64 %add.i.i674.4.i, 32
  %cmp.not.i.i676.4.i = icmp ult i64 %shr.i.i675.4.i, %conv4.i.i
  %sub.i.i677.4.i = select i1 %cmp.not.i.i676.4.i, i64 0, i64 %conv4.i.i
  %cond.i.i678.4.i = sub nsw i64 %shr.i.i675.4.i, %sub.i.i677.4.i
  %conv8.i.i679.4.i = trunc i64 %cond.i.i678.4.i to i32
  %cmp154.not.4.i = icmp ugt i32 %t.0741.i, 4
  %cond158.4.i = select i1 %cmp154.not.4.i, i32 0, i32 %conv8.i.i679.4.i
  store i32 %cond158.4.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.4, align 4, !tbaa !21
  %spec.select.4.i = select i1 %cmp154.not.4.i, i32 %39, i32 %conv8.i.i679.4.i
  store i32 %spec.select.4.i, ptr %arrayidx121.4.i, align 4, !tbaa !21
  %conv1.i667.5.i = zext i32 %40 to i64
  %mul.i668.5.i = mul nuw i64 %conv.i666.i, %conv1.i667.5.i
  %conv.i.i669.5.i = trunc i64 %mul.i668.5.i to i32
  %mul.i.i670.5.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i669.5.i
  %conv1.i.i671.5.i = zext i32 %mul.i.i670.5.i to i64
  %mul3.i.i673.5.i = mul nuw i64 %conv1.i.i671.5.i, %conv4.i.i
  %add.i.i674.5.i = add i64 %mul3.i.i673.5.i, %mul.i668.5.i
  %shr.i.i675.5.i = lshr i64 %add.i.i674.5.i, 32
  %cmp.not.i.i676.5.i = icmp ult i64 %shr.i.i675.5.i, %conv4.i.i
  %sub.i.i677.5.i = select i1 %cmp.not.i.i676.5.i, i64 0, i64 %conv4.i.i
  %cond.i.i678.5.i = sub nsw i64 %shr.i.i675.5.i, %sub.i.i677.5.i
  %conv8.i.i679.5.i = trunc i64 %cond.i.i678.5.i to i32
  %cmp154.not.5.i = icmp ugt i32 %t.0741.i, 5
  %cond158.5.i = select i1 %cmp154.not.5.i, i32 0, i32 %conv8.i.i679.5.i
  store i32 %cond158.5.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.5, align 4, !tbaa !21
  %spec.select.5.i = select i1 %cmp154.not.5.i, i32 %40, i32 %conv8.i.i679.5.i
  store i32 %spec.select.5.i, ptr %arrayidx121.5.i, align 4, !tbaa !21
  %conv1.i667.6.i = zext i32 %41 to i64
  %mul.i668.6.i = mul nuw i64 %conv.i666.i, %conv1.i667.6.i
  %conv.i.i669.6.i = trunc i64 %mul.i668.6.i to i32
  %mul.i.i670.6.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i669.6.i
  %conv1.i.i671.6.i = zext i32 %mul.i.i670.6.i to i64
  %mul3.i.i673.6.i = mul nuw i64 %conv1.i.i671.6.i, %conv4.i.i
  %add.i.i674.6.i = add i64 %mul3.i.i673.6.i, %mul.i668.6.i
  %shr.i.i675.6.i = lshr i64 %add.i.i674.6.i, 32
  %cmp.not.i.i676.6.i = icmp ult i64 %shr.i.i675.6.i, %conv4.i.i
  %sub.i.i677.6.i = select i1 %cmp.not.i.i676.6.i, i64 0, i64 %conv4.i.i
  %cond.i.i678.6.i = sub nsw i64 %shr.i.i675.6.i, %sub.i.i677.6.i
  %conv8.i.i679.6.i = trunc i64 %cond.i.i678.6.i to i32
  %cmp154.not.6.i = icmp ugt i32 %t.0741.i, 6
  %cond158.6.i = select i1 %cmp154.not.6.i, i32 0, i32 %conv8.i.i679.6.i
  store i32 %cond158.6.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.6, align 4, !tbaa !21
  %spec.select.6.i = select i1 %cmp154.not.6.i, i32 %41, i32 %conv8.i.i679.6.i
  store i32 %spec.select.6.i, ptr %arrayidx121.6.i, align 4, !tbaa !21
  %conv1.i667.7.i = zext i32 %42 to i64
  %mul.i668.7.i = mul nuw i64 %conv.i666.i, %conv1.i667.7.i
  %conv.i.i669.7.i = trunc i64 %mul.i668.7.i to i32
  %mul.i.i670.7.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i669.7.i
  %conv1.i.i671.7.i = zext i32 %mul.i.i670.7.i to i64
  %mul3.i.i673.7.i = mul nuw i64 %conv1.i.i671.7.i, %conv4.i.i
  %add.i.i674.7.i = add i64 %mul3.i.i673.7.i, %mul.i668.7.i
  %shr.i.i675.7.i = lshr i64 %add.i.i674.7.i, 32
  %cmp.not.i.i676.7.i = icmp ult i64 %shr.i.i675.7.i, %conv4.i.i
  %sub.i.i677.7.i = select i1 %cmp.not.i.i676.7.i, i64 0, i64 %conv4.i.i
  %cond.i.i678.7.i = sub nsw i64 %shr.i.i675.7.i, %sub.i.i677.7.i
  %conv8.i.i679.7.i = trunc i64 %cond.i.i678.7.i to i32
  %cmp154.not.7.i = icmp ugt i32 %t.0741.i, 7
  %cond158.7.i = select i1 %cmp154.not.7.i, i32 0, i32 %conv8.i.i679.7.i
  store i32 %cond158.7.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.7, align 4, !tbaa !21
  %spec.select.7.i = select i1 %cmp154.not.7.i, i32 %42, i32 %conv8.i.i679.7.i
  store i32 %spec.select.7.i, ptr %arrayidx121.7.i, align 4, !tbaa !21
  %conv1.i667.8.i = zext i32 %43 to i64
  %mul.i668.8.i = mul nuw i64 %conv.i666.i, %conv1.i667.8.i
  %conv.i.i669.8.i = trunc i64 %mul.i668.8.i to i32
  %mul.i.i670.8.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i669.8.i
  %conv1.i.i671.8.i = zext i32 %mul.i.i670.8.i to i64
  %mul3.i.i673.8.i = mul nuw i64 %conv1.i.i671.8.i, %conv4.i.i
  %add.i.i674.8.i = add i64 %mul3.i.i673.8.i, %mul.i668.8.i
  %shr.i.i675.8.i = lshr i64 %add.i.i674.8.i, 32
  %cmp.not.i.i676.8.i = icmp ult i64 %shr.i.i675.8.i, %conv4.i.i
  %sub.i.i677.8.i = select i1 %cmp.not.i.i676.8.i, i64 0, i64 %conv4.i.i
  %cond.i.i678.8.i = sub nsw i64 %shr.i.i675.8.i, %sub.i.i677.8.i
  %conv8.i.i679.8.i = trunc i64 %cond.i.i678.8.i to i32
  %cmp154.not.8.i = icmp ugt i32 %t.0741.i, 8
  %cond158.8.i = select i1 %cmp154.not.8.i, i32 0, i32 %conv8.i.i679.8.i
  store i32 %cond158.8.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.8, align 4, !tbaa !21
  %spec.select.8.i = select i1 %cmp154.not.8.i, i32 %43, i32 %conv8.i.i679.8.i
  store i32 %spec.select.8.i, ptr %arrayidx121.8.i, align 4, !tbaa !21
  %conv1.i667.9.i = zext i32 %44 to i64
  %mul.i668.9.i = mul nuw i64 %conv.i666.i, %conv1.i667.9.i
  %conv.i.i669.9.i = trunc i64 %mul.i668.9.i to i32
  %mul.i.i670.9.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i669.9.i
  %conv1.i.i671.9.i = zext i32 %mul.i.i670.9.i to i64
  %mul3.i.i673.9.i = mul nuw i64 %conv1.i.i671.9.i, %conv4.i.i
  %add.i.i674.9.i = add i64 %mul3.i.i673.9.i, %mul.i668.9.i
  %shr.i.i675.9.i = lshr i64 %add.i.i674.9.i, 32
  %cmp.not.i.i676.9.i = icmp ult i64 %shr.i.i675.9.i, %conv4.i.i
  %sub.i.i677.9.i = select i1 %cmp.not.i.i676.9.i, i64 0, i64 %conv4.i.i
  %cond.i.i678.9.i = sub nsw i64 %shr.i.i675.9.i, %sub.i.i677.9.i
  %conv8.i.i679.9.i = trunc i64 %cond.i.i678.9.i to i32
  %cmp154.not.9.i = icmp ugt i32 %t.0741.i, 9
  %cond158.9.i = select i1 %cmp154.not.9.i, i32 0, i32 %conv8.i.i679.9.i
  store i32 %cond158.9.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.9, align 4, !tbaa !21
  %spec.select.9.i = select i1 %cmp154.not.9.i, i32 %44, i32 %conv8.i.i679.9.i
  store i32 %spec.select.9.i, ptr %arrayidx121.9.i, align 4, !tbaa !21
  %conv1.i667.10.i = zext i32 %45 to i64
  %mul.i668.10.i = mul nuw i64 %conv.i666.i, %conv1.i667.10.i
  %conv.i.i669.10.i = trunc i64 %mul.i668.10.i to i32
  %mul.i.i670.10.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i669.10.i
  %conv1.i.i671.10.i = zext i32 %mul.i.i670.10.i to i64
  %mul3.i.i673.10.i = mul nuw i64 %conv1.i.i671.10.i, %conv4.i.i
  %add.i.i674.10.i = add i64 %mul3.i.i673.10.i, %mul.i668.10.i
  %shr.i.i675.10.i = lshr i64 %add.i.i674.10.i, 32
  %cmp.not.i.i676.10.i = icmp ult i64 %shr.i.i675.10.i, %conv4.i.i
  %sub.i.i677.10.i = select i1 %cmp.not.i.i676.10.i, i64 0, i64 %conv4.i.i
  %cond.i.i678.10.i = sub nsw i64 %shr.i.i675.10.i, %sub.i.i677.10.i
  %conv8.i.i679.10.i = trunc i64 %cond.i.i678.10.i to i32
  %cmp154.not.10.i = icmp ugt i32 %t.0741.i, 10
  %cond158.10.i = select i1 %cmp154.not.10.i, i32 0, i32 %conv8.i.i679.10.i
  store i32 %cond158.10.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.10, align 4, !tbaa !21
  %spec.select.10.i = select i1 %cmp154.not.10.i, i32 %45, i32 %conv8.i.i679.10.i
  store i32 %spec.select.10.i, ptr %arrayidx121.10.i, align 4, !tbaa !21
  %conv1.i667.11.i = zext i32 %46 to i64
  %mul.i668.11.i = mul nuw i64 %conv.i666.i, %conv1.i667.11.i
  %conv.i.i669.11.i = trunc i64 %mul.i668.11.i to i32
  %mul.i.i670.11.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i669.11.i
  %conv1.i.i671.11.i = zext i32 %mul.i.i670.11.i to i64
  %mul3.i.i673.11.i = mul nuw i64 %conv1.i.i671.11.i, %conv4.i.i
  %add.i.i674.11.i = add i64 %mul3.i.i673.11.i, %mul.i668.11.i
  %shr.i.i675.11.i = lshr i64 %add.i.i674.11.i, 32
  %cmp.not.i.i676.11.i = icmp ult i64 %shr.i.i675.11.i, %conv4.i.i
  %sub.i.i677.11.i = select i1 %cmp.not.i.i676.11.i, i64 0, i64 %conv4.i.i
  %cond.i.i678.11.i = sub nsw i64 %shr.i.i675.11.i, %sub.i.i677.11.i
  %conv8.i.i679.11.i = trunc i64 %cond.i.i678.11.i to i32
  %cmp154.not.11.i = icmp ugt i32 %t.0741.i, 11
  %cond158.11.i = select i1 %cmp154.not.11.i, i32 0, i32 %conv8.i.i679.11.i
  store i32 %cond158.11.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.11, align 4, !tbaa !21
  %spec.select.11.i = select i1 %cmp154.not.11.i, i32 %46, i32 %conv8.i.i679.11.i
  store i32 %spec.select.11.i, ptr %arrayidx121.11.i, align 4, !tbaa !21
  %conv1.i667.12.i = zext i32 %47 to i64
  %mul.i668.12.i = mul nuw i64 %conv.i666.i, %conv1.i667.12.i
  %conv.i.i669.12.i = trunc i64 %mul.i668.12.i to i32
  %mul.i.i670.12.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i669.12.i
  %conv1.i.i671.12.i = zext i32 %mul.i.i670.12.i to i64
  %mul3.i.i673.12.i = mul nuw i64 %conv1.i.i671.12.i, %conv4.i.i
  %add.i.i674.12.i = add i64 %mul3.i.i673.12.i, %mul.i668.12.i
  %shr.i.i675.12.i = lshr i64 %add.i.i674.12.i, 32
  %cmp.not.i.i676.12.i = icmp ult i64 %shr.i.i675.12.i, %conv4.i.i
  %sub.i.i677.12.i = select i1 %cmp.not.i.i676.12.i, i64 0, i64 %conv4.i.i
  %cond.i.i678.12.i = sub nsw i64 %shr.i.i675.12.i, %sub.i.i677.12.i
  %conv8.i.i679.12.i = trunc i64 %cond.i.i678.12.i to i32
  %cmp154.not.12.i = icmp ugt i32 %t.0741.i, 12
  %cond158.12.i = select i1 %cmp154.not.12.i, i32 0, i32 %conv8.i.i679.12.i
  store i32 %cond158.12.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.12, align 4, !tbaa !21
  %spec.select.12.i = select i1 %cmp154.not.12.i, i32 %47, i32 %conv8.i.i679.12.i
  store i32 %spec.select.12.i, ptr %arrayidx121.12.i, align 4, !tbaa !21
  %conv1.i667.13.i = zext i32 %48 to i64
  %mul.i668.13.i = mul nuw i64 %conv.i666.i, %conv1.i667.13.i
  %conv.i.i669.13.i = trunc i64 %mul.i668.13.i to i32
  %mul.i.i670.13.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i669.13.i
  %conv1.i.i671.13.i = zext i32 %mul.i.i670.13.i to i64
  %mul3.i.i673.13.i = mul nuw i64 %conv1.i.i671.13.i, %conv4.i.i
  %add.i.i674.13.i = add i64 %mul3.i.i673.13.i, %mul.i668.13.i
  %shr.i.i675.13.i = lshr i64 %add.i.i674.13.i, 32
  %cmp.not.i.i676.13.i = icmp ult i64 %shr.i.i675.13.i, %conv4.i.i
  %sub.i.i677.13.i = select i1 %cmp.not.i.i676.13.i, i64 0, i64 %conv4.i.i
  %cond.i.i678.13.i = sub nsw i64 %shr.i.i675.13.i, %sub.i.i677.13.i
  %conv8.i.i679.13.i = trunc i64 %cond.i.i678.13.i to i32
  %cmp154.not.13.i = icmp ugt i32 %t.0741.i, 13
  %cond158.13.i = select i1 %cmp154.not.13.i, i32 0, i32 %conv8.i.i679.13.i
  store i32 %cond158.13.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.13, align 4, !tbaa !21
  %spec.select.13.i = select i1 %cmp154.not.13.i, i32 %48, i32 %conv8.i.i679.13.i
  store i32 %spec.select.13.i, ptr %arrayidx121.13.i, align 4, !tbaa !21
  %conv1.i667.14.i = zext i32 %49 to i64
  %mul.i668.14.i = mul nuw i64 %conv.i666.i, %conv1.i667.14.i
  %conv.i.i669.14.i = trunc i64 %mul.i668.14.i to i32
  %mul.i.i670.14.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i669.14.i
  %conv1.i.i671.14.i = zext i32 %mul.i.i670.14.i to i64
  %mul3.i.i673.14.i = mul nuw i64 %conv1.i.i671.14.i, %conv4.i.i
  %add.i.i674.14.i = add i64 %mul3.i.i673.14.i, %mul.i668.14.i
  %shr.i.i675.14.i = lshr i64 %add.i.i674.14.i, 32
  %cmp.not.i.i676.14.i = icmp ult i64 %shr.i.i675.14.i, %conv4.i.i
  %sub.i.i677.14.i = select i1 %cmp.not.i.i676.14.i, i64 0, i64 %conv4.i.i
  %cond.i.i678.14.i = sub nsw i64 %shr.i.i675.14.i, %sub.i.i677.14.i
  %conv8.i.i679.14.i = trunc i64 %cond.i.i678.14.i to i32
  %cmp154.not.14.i = icmp ugt i32 %t.0741.i, 14
  %cond158.14.i = select i1 %cmp154.not.14.i, i32 0, i32 %conv8.i.i679.14.i
  store i32 %cond158.14.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.14, align 4, !tbaa !21
  %spec.select.14.i = select i1 %cmp154.not.14.i, i32 %49, i32 %conv8.i.i679.14.i
  store i32 %spec.select.14.i, ptr %arrayidx121.14.i, align 4, !tbaa !21
  %conv1.i667.15.i = zext i32 %50 to i64
  %mul.i668.15.i = mul nuw i64 %conv.i666.i, %conv1.i667.15.i
  %conv.i.i669.15.i = trunc i64 %mul.i668.15.i to i32
  %mul.i.i670.15.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i669.15.i
  %conv1.i.i671.15.i = zext i32 %mul.i.i670.15.i to i64
  %mul3.i.i673.15.i = mul nuw i64 %conv1.i.i671.15.i, %conv4.i.i
  %add.i.i674.15.i = add i64 %mul3.i.i673.15.i, %mul.i668.15.i
  %shr.i.i675.15.i = lshr i64 %add.i.i674.15.i, 32
  %cmp.not.i.i676.15.i = icmp ult i64 %shr.i.i675.15.i, %conv4.i.i
  %sub.i.i677.15.i = select i1 %cmp.not.i.i676.15.i, i64 0, i64 %conv4.i.i
  %cond.i.i678.15.i = sub nsw i64 %shr.i.i675.15.i, %sub.i.i677.15.i
  %conv8.i.i679.15.i = trunc i64 %cond.i.i678.15.i to i32
  %cmp154.not.15.i = icmp ugt i32 %t.0741.i, 15
  %cond158.15.i = select i1 %cmp154.not.15.i, i32 0, i32 %conv8.i.i679.15.i
  store i32 %cond158.15.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.15, align 4, !tbaa !21
  %spec.select.15.i = select i1 %cmp154.not.15.i, i32 %50, i32 %conv8.i.i679.15.i
  store i32 %spec.select.15.i, ptr %arrayidx121.15.i, align 4, !tbaa !21
  %conv8.i.i.i = trunc i64 %cond.i.i.i to i32
  %idxprom176.i = zext i32 %count.0742.i to i64
  %arrayidx177.i = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4pinv to ptr), i64 0, i64 %idxprom176.i
  store i32 %conv8.i.i.i, ptr %arrayidx177.i, align 4, !tbaa !21
  %arrayidx180.i = getelementptr inbounds i32, ptr %add.ptr4.i, i64 %idxprom120.i
  store i32 %add80.i, ptr %arrayidx180.i, align 4, !tbaa !21
  %add185.i = add nuw nsw i64 %idxprom176.i, %conv184.i
  %add187.i = add i64 %add185.i, %mul3.i
  %arrayidx188.i = getelementptr inbounds i32, ptr %pivrows, i64 %add187.i
  store i32 %r.0.lcssa.i.i, ptr %arrayidx188.i, align 4, !tbaa !21
  %add189.i = add i32 %t.0741.i, %c0
  %add196.i = add i64 %add185.i, %mul192.i
  %arrayidx197.i = getelementptr inbounds i32, ptr %pivcols, i64 %add196.i
  store i32 %add189.i, ptr %arrayidx197.i, align 4, !tbaa !21
  %arrayidx199.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %idxprom176.i
  store i32 %r.0.lcssa.i.i, ptr %arrayidx199.i, align 4, !tbaa !21
  %arrayidx201.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 3, i64 %idxprom176.i
  store i32 %t.0741.i, ptr %arrayidx201.i, align 4, !tbaa !21
  br label %if.end202.i

if.end202.i:                                      ; preds = %_ZL11inverse_modjj.exit.i, %if.end110.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %51 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.0, align 4, !tbaa !21
  %conv.i680.i = zext i32 %51 to i64
  %shl.i.i = shl nuw i64 %conv.i680.i, 32
  %52 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.i, i64 %q.sroa.17718.0.copyload.i)
  %mul.i682.i = mul i64 %52, %conv4.i.i
  %sub.i683.i = sub i64 %shl.i.i, %mul.i682.i
  %cmp.not.i684.i = icmp uge i64 %sub.i683.i, %conv4.i.i
  %add.i685.i = zext i1 %cmp.not.i684.i to i64
  %cond.i686.i = add i64 %52, %add.i685.i
  %conv4.i687.i = trunc i64 %cond.i686.i to i32
  %53 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.1, align 4, !tbaa !21
  %conv.i680.1.i = zext i32 %53 to i64
  %shl.i.1.i = shl nuw i64 %conv.i680.1.i, 32
  %54 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.1.i, i64 %q.sroa.17718.0.copyload.i)
  %mul.i682.1.i = mul i64 %54, %conv4.i.i
  %sub.i683.1.i = sub i64 %shl.i.1.i, %mul.i682.1.i
  %cmp.not.i684.1.i = icmp uge i64 %sub.i683.1.i, %conv4.i.i
  %add.i685.1.i = zext i1 %cmp.not.i684.1.i to i64
  %cond.i686.1.i = add i64 %54, %add.i685.1.i
  %conv4.i687.1.i = trunc i64 %cond.i686.1.i to i32
  %55 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.2, align 4, !tbaa !21
  %conv.i680.2.i = zext i32 %55 to i64
  %shl.i.2.i = shl nuw i64 %conv.i680.2.i, 32
  %56 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.2.i, i64 %q.sroa.17718.0.copyload.i)
  %mul.i682.2.i = mul i64 %56, %conv4.i.i
  %sub.i683.2.i = sub i64 %shl.i.2.i, %mul.i682.2.i
  %cmp.not.i684.2.i = icmp uge i64 %sub.i683.2.i, %conv4.i.i
  %add.i685.2.i = zext i1 %cmp.not.i684.2.i to i64
  %cond.i686.2.i = add i64 %56, %add.i685.2.i
  %conv4.i687.2.i = trunc i64 %cond.i686.2.i to i32
  %57 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.3, align 4, !tbaa !21
  %conv.i680.3.i = zext i32 %57 to i64
  %shl.i.3.i = shl nuw i64 %conv.i680.3.i, 32
  %58 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.3.i, i64 %q.sroa.17718.0.copyload.i)
  %mul.i682.3.i = mul i64 %58, %conv4.i.i
  %sub.i683.3.i = sub i64 %shl.i.3.i, %mul.i682.3.i
  %cmp.not.i684.3.i = icmp uge i64 %sub.i683.3.i, %conv4.i.i
  %add.i685.3.i = zext i1 %cmp.not.i684.3.i to i64
  %cond.i686.3.i = add i64 %58, %add.i685.3.i
  %conv4.i687.3.i = trunc i64 %cond.i686.3.i to i32
  %59 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.4, align 4, !tbaa !21
  %conv.i680.4.i = zext i32 %59 to i64
  %shl.i.4.i = shl nuw i64 %conv.i680.4.i, 32
  %60 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.4.i, i64 %q.sroa.17718.0.copyload.i)
  %mul.i682.4.i = mul i64 %60, %conv4.i.i
  %sub.i683.4.i = sub i64 %shl.i.4.i, %mul.i682.4.i
  %cmp.not.i684.4.i = icmp uge i64 %sub.i683.4.i, %conv4.i.i
  %add.i685.4.i = zext i1 %cmp.not.i684.4.i to i64
  %cond.i686.4.i = add i64 %60, %add.i685.4.i
  %conv4.i687.4.i = trunc i64 %cond.i686.4.i to i32
  %61 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.5, align 4, !tbaa !21
  %conv.i680.5.i = zext i32 %61 to i64
  %shl.i.5.i = shl nuw i64 %conv.i680.5.i, 32
  %62 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.5.i, i64 %q.sroa.17718.0.copyload.i)
  %mul.i682.5.i = mul i64 %62, %conv4.i.i
  %sub.i683.5.i = sub i64 %shl.i.5.i, %mul.i682.5.i
  %cmp.not.i684.5.i = icmp uge i64 %sub.i683.5.i, %conv4.i.i
  %add.i685.5.i = zext i1 %cmp.not.i684.5.i to i64
  %cond.i686.5.i = add i64 %62, %add.i685.5.i
  %conv4.i687.5.i = trunc i64 %cond.i686.5.i to i32
  %63 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.6, align 4, !tbaa !21
  %conv.i680.6.i = zext i32 %63 to i64
  %shl.i.6.i = shl nuw i64 %conv.i680.6.i, 32
  %64 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.6.i, i64 %q.sroa.17718.0.copyload.i)
  %mul.i682.6.i = mul i64 %64, %conv4.i.i
  %sub.i683.6.i = sub i64 %shl.i.6.i, %mul.i682.6.i
  %cmp.not.i684.6.i = icmp uge i64 %sub.i683.6.i, %conv4.i.i
  %add.i685.6.i = zext i1 %cmp.not.i684.6.i to i64
  %cond.i686.6.i = add i64 %64, %add.i685.6.i
  %conv4.i687.6.i = trunc i64 %cond.i686.6.i to i32
  %65 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.7, align 4, !tbaa !21
  %conv.i680.7.i = zext i32 %65 to i64
  %shl.i.7.i = shl nuw i64 %conv.i680.7.i, 32
  %66 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.7.i, i64 %q.sroa.17718.0.copyload.i)
  %mul.i682.7.i = mul i64 %66, %conv4.i.i
  %sub.i683.7.i = sub i64 %shl.i.7.i, %mul.i682.7.i
  %cmp.not.i684.7.i = icmp uge i64 %sub.i683.7.i, %conv4.i.i
  %add.i685.7.i = zext i1 %cmp.not.i684.7.i to i64
  %cond.i686.7.i = add i64 %66, %add.i685.7.i
  %conv4.i687.7.i = trunc i64 %cond.i686.7.i to i32
  %67 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.8, align 4, !tbaa !21
  %conv.i680.8.i = zext i32 %67 to i64
  %shl.i.8.i = shl nuw i64 %conv.i680.8.i, 32
  %68 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.8.i, i64 %q.sroa.17718.0.copyload.i)
  %mul.i682.8.i = mul i64 %68, %conv4.i.i
  %sub.i683.8.i = sub i64 %shl.i.8.i, %mul.i682.8.i
  %cmp.not.i684.8.i = icmp uge i64 %sub.i683.8.i, %conv4.i.i
  %add.i685.8.i = zext i1 %cmp.not.i684.8.i to i64
  %cond.i686.8.i = add i64 %68, %add.i685.8.i
  %conv4.i687.8.i = trunc i64 %cond.i686.8.i to i32
  %69 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.9, align 4, !tbaa !21
  %conv.i680.9.i = zext i32 %69 to i64
  %shl.i.9.i = shl nuw i64 %conv.i680.9.i, 32
  %70 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.9.i, i64 %q.sroa.17718.0.copyload.i)
  %mul.i682.9.i = mul i64 %70, %conv4.i.i
  %sub.i683.9.i = sub i64 %shl.i.9.i, %mul.i682.9.i
  %cmp.not.i684.9.i = icmp uge i64 %sub.i683.9.i, %conv4.i.i
  %add.i685.9.i = zext i1 %cmp.not.i684.9.i to i64
  %cond.i686.9.i = add i64 %70, %add.i685.9.i
  %conv4.i687.9.i = trunc i64 %cond.i686.9.i to i32
  %71 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.10, align 4, !tbaa !21
  %conv.i680.10.i = zext i32 %71 to i64
  %shl.i.10.i = shl nuw i64 %conv.i680.10.i, 32
  %72 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.10.i, i64 %q.sroa.17718.0.copyload.i)
  %mul.i682.10.i = mul i64 %72, %conv4.i.i
  %sub.i683.10.i = sub i64 %shl.i.10.i, %mul.i682.10.i
  %cmp.not.i684.10.i = icmp uge i64 %sub.i683.10.i, %conv4.i.i
  %add.i685.10.i = zext i1 %cmp.not.i684.10.i to i64
  %cond.i686.10.i = add i64 %72, %add.i685.10.i
  %conv4.i687.10.i = trunc i64 %cond.i686.10.i to i32
  %73 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.11, align 4, !tbaa !21
  %conv.i680.11.i = zext i32 %73 to i64
  %shl.i.11.i = shl nuw i64 %conv.i680.11.i, 32
  %74 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.11.i, i64 %q.sroa.17718.0.copyload.i)
  %mul.i682.11.i = mul i64 %74, %conv4.i.i
  %sub.i683.11.i = sub i64 %shl.i.11.i, %mul.i682.11.i
  %cmp.not.i684.11.i = icmp uge i64 %sub.i683.11.i, %conv4.i.i
  %add.i685.11.i = zext i1 %cmp.not.i684.11.i to i64
  %cond.i686.11.i = add i64 %74, %add.i685.11.i
  %conv4.i687.11.i = trunc i64 %cond.i686.11.i to i32
  %75 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.12, align 4, !tbaa !21
  %conv.i680.12.i = zext i32 %75 to i64
  %shl.i.12.i = shl nuw i64 %conv.i680.12.i, 32
  %76 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.12.i, i64 %q.sroa.17718.0.copyload.i)
  %mul.i682.12.i = mul i64 %76, %conv4.i.i
  %sub.i683.12.i = sub i64 %shl.i.12.i, %mul.i682.12.i
  %cmp.not.i684.12.i = icmp uge i64 %sub.i683.12.i, %conv4.i.i
  %add.i685.12.i = zext i1 %cmp.not.i684.12.i to i64
  %cond.i686.12.i = add i64 %76, %add.i685.12.i
  %conv4.i687.12.i = trunc i64 %cond.i686.12.i to i32
  %77 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.13, align 4, !tbaa !21
  %conv.i680.13.i = zext i32 %77 to i64
  %shl.i.13.i = shl nuw i64 %conv.i680.13.i, 32
  %78 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.13.i, i64 %q.sroa.17718.0.copyload.i)
  %mul.i682.13.i = mul i64 %78, %conv4.i.i
  %sub.i683.13.i = sub i64 %shl.i.13.i, %mul.i682.13.i
  %cmp.not.i684.13.i = icmp uge i64 %sub.i683.13.i, %conv4.i.i
  %add.i685.13.i = zext i1 %cmp.not.i684.13.i to i64
  %cond.i686.13.i = add i64 %78, %add.i685.13.i
  %conv4.i687.13.i = trunc i64 %cond.i686.13.i to i32
  %79 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.14, align 4, !tbaa !21
  %conv.i680.14.i = zext i32 %79 to i64
  %shl.i.14.i = shl nuw i64 %conv.i680.14.i, 32
  %80 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.14.i, i64 %q.sroa.17718.0.copyload.i)
  %mul.i682.14.i = mul i64 %80, %conv4.i.i
  %sub.i683.14.i = sub i64 %shl.i.14.i, %mul.i682.14.i
  %cmp.not.i684.14.i = icmp uge i64 %sub.i683.14.i, %conv4.i.i
  %add.i685.14.i = zext i1 %cmp.not.i684.14.i to i64
  %cond.i686.14.i = add i64 %80, %add.i685.14.i
  %conv4.i687.14.i = trunc i64 %cond.i686.14.i to i32
  %81 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.15, align 4, !tbaa !21
  %conv.i680.15.i = zext i32 %81 to i64
  %shl.i.15.i = shl nuw i64 %conv.i680.15.i, 32
  %82 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.15.i, i64 %q.sroa.17718.0.copyload.i)
  %mul.i682.15.i = mul i64 %82, %conv4.i.i
  %sub.i683.15.i = sub i64 %shl.i.15.i, %mul.i682.15.i
  %cmp.not.i684.15.i = icmp uge i64 %sub.i683.15.i, %conv4.i.i
  %add.i685.15.i = zext i1 %cmp.not.i684.15.i to i64
  %cond.i686.15.i = add i64 %82, %add.i685.15.i
  %conv4.i687.15.i = trunc i64 %cond.i686.15.i to i32
  br i1 %cmp86723.i, label %for.body225.preheader.i, label %for.cond.cleanup224.i

for.body225.preheader.i:                          ; preds = %if.end202.i
  %cmp250.i = icmp eq i32 %t.0741.i, 0
  %cmp250.1.i = icmp eq i32 %t.0741.i, 1
  %cmp250.2.i = icmp eq i32 %t.0741.i, 2
  %cmp250.3.i = icmp eq i32 %t.0741.i, 3
  %cmp250.4.i = icmp eq i32 %t.0741.i, 4
  %cmp250.5.i = icmp eq i32 %t.0741.i, 5
  %cmp250.6.i = icmp eq i32 %t.0741.i, 6
  %cmp250.7.i = icmp eq i32 %t.0741.i, 7
  %cmp250.8.i = icmp eq i32 %t.0741.i, 8
  %cmp250.9.i = icmp eq i32 %t.0741.i, 9
  %cmp250.10.i = icmp eq i32 %t.0741.i, 10
  %cmp250.11.i = icmp eq i32 %t.0741.i, 11
  %cmp250.12.i = icmp eq i32 %t.0741.i, 12
  %cmp250.13.i = icmp eq i32 %t.0741.i, 13
  %cmp250.14.i = icmp eq i32 %t.0741.i, 14
  %cmp250.15.i = icmp eq i32 %t.0741.i, 15
  br label %for.body225.i

for.cond.cleanup224.i:                            ; preds = %for.inc295.i, %if.end202.i
  %inc299.i = add i32 %count.0742.i, 1
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cleanup300.i

for.body225.i:                                    ; preds = %for.inc295.i, %for.body225.preheader.i
  %i221.0738.i = phi i32 [ %add296.i, %for.inc295.i ], [ %1, %for.body225.preheader.i ]
  %cmp226.i = icmp eq i32 %i221.0738.i, %r.0.lcssa.i.i
  br i1 %cmp226.i, label %for.inc295.i, label %if.end228.i

if.end228.i:                                      ; preds = %for.body225.i
  %idxprom237.i = zext i32 %i221.0738.i to i64
  %arrayidx238.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom237.i
  %83 = load i32, ptr %arrayidx238.i, align 4, !tbaa !21
  %add236.1.i = add i32 %i221.0738.i, %n
  %idxprom237.1.i = zext i32 %add236.1.i to i64
  %arrayidx238.1.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom237.1.i
  %84 = load i32, ptr %arrayidx238.1.i, align 4, !tbaa !21
  %add236.2.i = add i32 %i221.0738.i, %mul118.2.i
  %idxprom237.2.i = zext i32 %add236.2.i to i64
  %arrayidx238.2.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom237.2.i
  %85 = load i32, ptr %arrayidx238.2.i, align 4, !tbaa !21
  %add236.3.i = add i32 %i221.0738.i, %mul118.3.i
  %idxprom237.3.i = zext i32 %add236.3.i to i64
  %arrayidx238.3.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom237.3.i
  %86 = load i32, ptr %arrayidx238.3.i, align 4, !tbaa !21
  %add236.4.i = add i32 %i221.0738.i, %mul118.4.i
  %idxprom237.4.i = zext i32 %add236.4.i to i64
  %arrayidx238.4.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom237.4.i
  %87 = load i32, ptr %arrayidx238.4.i, align 4, !tbaa !21
  %add236.5.i = add i32 %i221.0738.i, %mul118.5.i
  %idxprom237.5.i = zext i32 %add236.5.i to i64
  %arrayidx238.5.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom237.5.i
  %88 = load i32, ptr %arrayidx238.5.i, align 4, !tbaa !21
  %add236.6.i = add i32 %i221.0738.i, %mul118.6.i
  %idxprom237.6.i = zext i32 %add236.6.i to i64
  %arrayidx238.6.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom237.6.i
  %89 = load i32, ptr %arrayidx238.6.i, align 4, !tbaa !21
  %add236.7.i = add i32 %i221.0738.i, %mul118.7.i
  %idxprom237.7.i = zext i32 %add236.7.i to i64
  %arrayidx238.7.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom237.7.i
  %90 = load i32, ptr %arrayidx238.7.i, align 4, !tbaa !21
  %add236.8.i = add i32 %i221.0738.i, %mul118.8.i
  %idxprom237.8.i = zext i32 %add236.8.i to i64
  %arrayidx238.8.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom237.8.i
  %91 = load i32, ptr %arrayidx238.8.i, align 4, !tbaa !21
  %add236.9.i = add i32 %i221.0738.i, %mul118.9.i
  %idxprom237.9.i = zext i32 %add236.9.i to i64
  %arrayidx238.9.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom237.9.i
  %92 = load i32, ptr %arrayidx238.9.i, align 4, !tbaa !21
  %add236.10.i = add i32 %i221.0738.i, %mul118.10.i
  %idxprom237.10.i = zext i32 %add236.10.i to i64
  %arrayidx238.10.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom237.10.i
  %93 = load i32, ptr %arrayidx238.10.i, align 4, !tbaa !21
  %add236.11.i = add i32 %i221.0738.i, %mul118.11.i
  %idxprom237.11.i = zext i32 %add236.11.i to i64
  %arrayidx238.11.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom237.11.i
  %94 = load i32, ptr %arrayidx238.11.i, align 4, !tbaa !21
  %add236.12.i = add i32 %i221.0738.i, %mul118.12.i
  %idxprom237.12.i = zext i32 %add236.12.i to i64
  %arrayidx238.12.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom237.12.i
  %95 = load i32, ptr %arrayidx238.12.i, align 4, !tbaa !21
  %add236.13.i = add i32 %i221.0738.i, %mul118.13.i
  %idxprom237.13.i = zext i32 %add236.13.i to i64
  %arrayidx238.13.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom237.13.i
  %96 = load i32, ptr %arrayidx238.13.i, align 4, !tbaa !21
  %add236.14.i = add i32 %i221.0738.i, %mul118.14.i
  %idxprom237.14.i = zext i32 %add236.14.i to i64
  %arrayidx238.14.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom237.14.i
  %97 = load i32, ptr %arrayidx238.14.i, align 4, !tbaa !21
  %add236.15.i = add i32 %i221.0738.i, %mul118.15.i
  %idxprom237.15.i = zext i32 %add236.15.i to i64
  %arrayidx238.15.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom237.15.i
  %98 = load i32, ptr %arrayidx238.15.i, align 4, !tbaa !21
  %spec.select793.i = select i1 %cmp250.i, i32 %83, i32 0
  %cond256.1.i = select i1 %cmp250.1.i, i32 %84, i32 %spec.select793.i
  %cond256.2.i = select i1 %cmp250.2.i, i32 %85, i32 %cond256.1.i
  %cond256.3.i = select i1 %cmp250.3.i, i32 %86, i32 %cond256.2.i
  %cond256.4.i = select i1 %cmp250.4.i, i32 %87, i32 %cond256.3.i
  %cond256.5.i = select i1 %cmp250.5.i, i32 %88, i32 %cond256.4.i
  %cond256.6.i = select i1 %cmp250.6.i, i32 %89, i32 %cond256.5.i
  %cond256.7.i = select i1 %cmp250.7.i, i32 %90, i32 %cond256.6.i
  %cond256.8.i = select i1 %cmp250.8.i, i32 %91, i32 %cond256.7.i
  %cond256.9.i = select i1 %cmp250.9.i, i32 %92, i32 %cond256.8.i
  %cond256.10.i = select i1 %cmp250.10.i, i32 %93, i32 %cond256.9.i
  %cond256.11.i = select i1 %cmp250.11.i, i32 %94, i32 %cond256.10.i
  %cond256.12.i = select i1 %cmp250.12.i, i32 %95, i32 %cond256.11.i
  %cond256.13.i = select i1 %cmp250.13.i, i32 %96, i32 %cond256.12.i
  %cond256.14.i = select i1 %cmp250.14.i, i32 %97, i32 %cond256.13.i
  %cond256.15.i = select i1 %cmp250.15.i, i32 %98, i32 %cond256.14.i
  %cmp261.i = icmp eq i32 %cond256.15.i, 0
  br i1 %cmp261.i, label %for.inc295.i, label %for.body268.preheader.i

for.body268.preheader.i:                          ; preds = %if.end228.i
  %mul.i688.i = mul i32 %cond256.15.i, %51
  %99 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond256.15.i, i32 %conv4.i687.i)
  %mul1.i689.i = mul i32 %99, %q.sroa.0.0.copyload.i
  %sub.i690.i = sub i32 %mul.i688.i, %mul1.i689.i
  %cmp.not.i691.i = icmp ult i32 %sub.i690.i, %q.sroa.0.0.copyload.i
  %sub2.i692.i = select i1 %cmp.not.i691.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i693.i = sub i32 %sub.i690.i, %sub2.i692.i
  %cmp3.not.i.i = icmp ult i32 %83, %cond.i693.i
  %add.i694.i = select i1 %cmp3.not.i.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.i = sub i32 %83, %cond.i693.i
  %cond9.i.i = add i32 %x.pn.i.i, %add.i694.i
  %cond282.i = select i1 %cmp250.i, i32 0, i32 %cond9.i.i
  store i32 %cond282.i, ptr %arrayidx238.i, align 4, !tbaa !21
  %mul.i688.1.i = mul i32 %cond256.15.i, %53
  %100 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond256.15.i, i32 %conv4.i687.1.i)
  %mul1.i689.1.i = mul i32 %100, %q.sroa.0.0.copyload.i
  %sub.i690.1.i = sub i32 %mul.i688.1.i, %mul1.i689.1.i
  %cmp.not.i691.1.i = icmp ult i32 %sub.i690.1.i, %q.sroa.0.0.copyload.i
  %sub2.i692.1.i = select i1 %cmp.not.i691.1.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i693.1.i = sub i32 %sub.i690.1.i, %sub2.i692.1.i
  %cmp3.not.i.1.i = icmp ult i32 %84, %cond.i693.1.i
  %add.i694.1.i = select i1 %cmp3.not.i.1.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.1.i = sub i32 %84, %cond.i693.1.i
  %cond9.i.1.i = add i32 %x.pn.i.1.i, %add.i694.1.i
  %cond282.1.i = select i1 %cmp250.1.i, i32 0, i32 %cond9.i.1.i
  store i32 %cond282.1.i, ptr %arrayidx238.1.i, align 4, !tbaa !21
  %mul.i688.2.i = mul i32 %cond256.15.i, %55
  %101 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond256.15.i, i32 %conv4.i687.2.i)
  %mul1.i689.2.i = mul i32 %101, %q.sroa.0.0.copyload.i
  %sub.i690.2.i = sub i32 %mul.i688.2.i, %mul1.i689.2.i
  %cmp.not.i691.2.i = icmp ult i32 %sub.i690.2.i, %q.sroa.0.0.copyload.i
  %sub2.i692.2.i = select i1 %cmp.not.i691.2.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i693.2.i = sub i32 %sub.i690.2.i, %sub2.i692.2.i
  %cmp3.not.i.2.i = icmp ult i32 %85, %cond.i693.2.i
  %add.i694.2.i = select i1 %cmp3.not.i.2.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.2.i = sub i32 %85, %cond.i693.2.i
  %cond9.i.2.i = add i32 %x.pn.i.2.i, %add.i694.2.i
  %cond282.2.i = select i1 %cmp250.2.i, i32 0, i32 %cond9.i.2.i
  store i32 %cond282.2.i, ptr %arrayidx238.2.i, align 4, !tbaa !21
  %mul.i688.3.i = mul i32 %cond256.15.i, %57
  %102 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond256.15.i, i32 %conv4.i687.3.i)
  %mul1.i689.3.i = mul i32 %102, %q.sroa.0.0.copyload.i
  %sub.i690.3.i = sub i32 %mul.i688.3.i, %mul1.i689.3.i
  %cmp.not.i691.3.i = icmp ult i32 %sub.i690.3.i, %q.sroa.0.0.copyload.i
  %sub2.i692.3.i = select i1 %cmp.not.i691.3.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i693.3.i = sub i32 %sub.i690.3.i, %sub2.i692.3.i
  %cmp3.not.i.3.i = icmp ult i32 %86, %cond.i693.3.i
  %add.i694.3.i = select i1 %cmp3.not.i.3.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.3.i = sub i32 %86, %cond.i693.3.i
  %cond9.i.3.i = add i32 %x.pn.i.3.i, %add.i694.3.i
  %cond282.3.i = select i1 %cmp250.3.i, i32 0, i32 %cond9.i.3.i
  store i32 %cond282.3.i, ptr %arrayidx238.3.i, align 4, !tbaa !21
  %mul.i688.4.i = mul i32 %cond256.15.i, %59
  %103 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond256.15.i, i32 %conv4.i687.4.i)
  %mul1.i689.4.i = mul i32 %103, %q.sroa.0.0.copyload.i
  %sub.i690.4.i = sub i32 %mul.i688.4.i, %mul1.i689.4.i
  %cmp.not.i691.4.i = icmp ult i32 %sub.i690.4.i, %q.sroa.0.0.copyload.i
  %sub2.i692.4.i = select i1 %cmp.not.i691.4.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i693.4.i = sub i32 %sub.i690.4.i, %sub2.i692.4.i
  %cmp3.not.i.4.i = icmp ult i32 %87, %cond.i693.4.i
  %add.i694.4.i = select i1 %cmp3.not.i.4.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.4.i = sub i32 %87, %cond.i693.4.i
  %cond9.i.4.i = add i32 %x.pn.i.4.i, %add.i694.4.i
  %cond282.4.i = select i1 %cmp250.4.i, i32 0, i32 %cond9.i.4.i
  store i32 %cond282.4.i, ptr %arrayidx238.4.i, align 4, !tbaa !21
  %mul.i688.5.i = mul i32 %cond256.15.i, %61
  %104 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond256.15.i, i32 %conv4.i687.5.i)
  %mul1.i689.5.i = mul i32 %104, %q.sroa.0.0.copyload.i
  %sub.i690.5.i = sub i32 %mul.i688.5.i, %mul1.i689.5.i
  %cmp.not.i691.5.i = icmp ult i32 %sub.i690.5.i, %q.sroa.0.0.copyload.i
  %sub2.i692.5.i = select i1 %cmp.not.i691.5.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i693.5.i = sub i32 %sub.i690.5.i, %sub2.i692.5.i
  %cmp3.not.i.5.i = icmp ult i32 %88, %cond.i693.5.i
  %add.i694.5.i = select i1 %cmp3.not.i.5.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.5.i = sub i32 %88, %cond.i693.5.i
  %cond9.i.5.i = add i32 %x.pn.i.5.i, %add.i694.5.i
  %cond282.5.i = select i1 %cmp250.5.i, i32 0, i32 %cond9.i.5.i
  store i32 %cond282.5.i, ptr %arrayidx238.5.i, align 4, !tbaa !21
  %mul.i688.6.i = mul i32 %cond256.15.i, %63
  %105 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond256.15.i, i32 %conv4.i687.6.i)
  %mul1.i689.6.i = mul i32 %105, %q.sroa.0.0.copyload.i
  %sub.i690.6.i = sub i32 %mul.i688.6.i, %mul1.i689.6.i
  %cmp.not.i691.6.i = icmp ult i32 %sub.i690.6.i, %q.sroa.0.0.copyload.i
  %sub2.i692.6.i = select i1 %cmp.not.i691.6.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i693.6.i = sub i32 %sub.i690.6.i, %sub2.i692.6.i
  %cmp3.not.i.6.i = icmp ult i32 %89, %cond.i693.6.i
  %add.i694.6.i = select i1 %cmp3.not.i.6.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.6.i = sub i32 %89, %cond.i693.6.i
  %cond9.i.6.i = add i32 %x.pn.i.6.i, %add.i694.6.i
  %cond282.6.i = select i1 %cmp250.6.i, i32 0, i32 %cond9.i.6.i
  store i32 %cond282.6.i, ptr %arrayidx238.6.i, align 4, !tbaa !21
  %mul.i688.7.i = mul i32 %cond256.15.i, %65
  %106 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond256.15.i, i32 %conv4.i687.7.i)
  %mul1.i689.7.i = mul i32 %106, %q.sroa.0.0.copyload.i
  %sub.i690.7.i = sub i32 %mul.i688.7.i, %mul1.i689.7.i
  %cmp.not.i691.7.i = icmp ult i32 %sub.i690.7.i, %q.sroa.0.0.copyload.i
  %sub2.i692.7.i = select i1 %cmp.not.i691.7.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i693.7.i = sub i32 %sub.i690.7.i, %sub2.i692.7.i
  %cmp3.not.i.7.i = icmp ult i32 %90, %cond.i693.7.i
  %add.i694.7.i = select i1 %cmp3.not.i.7.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.7.i = sub i32 %90, %cond.i693.7.i
  %cond9.i.7.i = add i32 %x.pn.i.7.i, %add.i694.7.i
  %cond282.7.i = select i1 %cmp250.7.i, i32 0, i32 %cond9.i.7.i
  store i32 %cond282.7.i, ptr %arrayidx238.7.i, align 4, !tbaa !21
  %mul.i688.8.i = mul i32 %cond256.15.i, %67
  %107 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond256.15.i, i32 %conv4.i687.8.i)
  %mul1.i689.8.i = mul i32 %107, %q.sroa.0.0.copyload.i
  %sub.i690.8.i = sub i32 %mul.i688.8.i, %mul1.i689.8.i
  %cmp.not.i691.8.i = icmp ult i32 %sub.i690.8.i, %q.sroa.0.0.copyload.i
  %sub2.i692.8.i = select i1 %cmp.not.i691.8.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i693.8.i = sub i32 %sub.i690.8.i, %sub2.i692.8.i
  %cmp3.not.i.8.i = icmp ult i32 %91, %cond.i693.8.i
  %add.i694.8.i = select i1 %cmp3.not.i.8.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.8.i = sub i32 %91, %cond.i693.8.i
  %cond9.i.8.i = add i32 %x.pn.i.8.i, %add.i694.8.i
  %cond282.8.i = select i1 %cmp250.8.i, i32 0, i32 %cond9.i.8.i
  store i32 %cond282.8.i, ptr %arrayidx238.8.i, align 4, !tbaa !21
  %mul.i688.9.i = mul i32 %cond256.15.i, %69
  %108 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond256.15.i, i32 %conv4.i687.9.i)
  %mul1.i689.9.i = mul i32 %108, %q.sroa.0.0.copyload.i
  %sub.i690.9.i = sub i32 %mul.i688.9.i, %mul1.i689.9.i
  %cmp.not.i691.9.i = icmp ult i32 %sub.i690.9.i, %q.sroa.0.0.copyload.i
  %sub2.i692.9.i = select i1 %cmp.not.i691.9.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i693.9.i = sub i32 %sub.i690.9.i, %sub2.i692.9.i
  %cmp3.not.i.9.i = icmp ult i32 %92, %cond.i693.9.i
  %add.i694.9.i = select i1 %cmp3.not.i.9.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.9.i = sub i32 %92, %cond.i693.9.i
  %cond9.i.9.i = add i32 %x.pn.i.9.i, %add.i694.9.i
  %cond282.9.i = select i1 %cmp250.9.i, i32 0, i32 %cond9.i.9.i
  store i32 %cond282.9.i, ptr %arrayidx238.9.i, align 4, !tbaa !21
  %mul.i688.10.i = mul i32 %cond256.15.i, %71
  %109 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond256.15.i, i32 %conv4.i687.10.i)
  %mul1.i689.10.i = mul i32 %109, %q.sroa.0.0.copyload.i
  %sub.i690.10.i = sub i32 %mul.i688.10.i, %mul1.i689.10.i
  %cmp.not.i691.10.i = icmp ult i32 %sub.i690.10.i, %q.sroa.0.0.copyload.i
  %sub2.i692.10.i = select i1 %cmp.not.i691.10.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i693.10.i = sub i32 %sub.i690.10.i, %sub2.i692.10.i
  %cmp3.not.i.10.i = icmp ult i32 %93, %cond.i693.10.i
  %add.i694.10.i = select i1 %cmp3.not.i.10.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.10.i = sub i32 %93, %cond.i693.10.i
  %cond9.i.10.i = add i32 %x.pn.i.10.i, %add.i694.10.i
  %cond282.10.i = select i1 %cmp250.10.i, i32 0, i32 %cond9.i.10.i
  store i32 %cond282.10.i, ptr %arrayidx238.10.i, align 4, !tbaa !21
  %mul.i688.11.i = mul i32 %cond256.15.i, %73
  %110 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond256.15.i, i32 %conv4.i687.11.i)
  %mul1.i689.11.i = mul i32 %110, %q.sroa.0.0.copyload.i
  %sub.i690.11.i = sub i32 %mul.i688.11.i, %mul1.i689.11.i
  %cmp.not.i691.11.i = icmp ult i32 %sub.i690.11.i, %q.sroa.0.0.copyload.i
  %sub2.i692.11.i = select i1 %cmp.not.i691.11.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i693.11.i = sub i32 %sub.i690.11.i, %sub2.i692.11.i
  %cmp3.not.i.11.i = icmp ult i32 %94, %cond.i693.11.i
  %add.i694.11.i = select i1 %cmp3.not.i.11.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.11.i = sub i32 %94, %cond.i693.11.i
  %cond9.i.11.i = add i32 %x.pn.i.11.i, %add.i694.11.i
  %cond282.11.i = select i1 %cmp250.11.i, i32 0, i32 %cond9.i.11.i
  store i32 %cond282.11.i, ptr %arrayidx238.11.i, align 4, !tbaa !21
  %mul.i688.12.i = mul i32 %cond256.15.i, %75
  %111 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond256.15.i, i32 %conv4.i687.12.i)
  %mul1.i689.12.i = mul i32 %111, %q.sroa.0.0.copyload.i
  %sub.i690.12.i = sub i32 %mul.i688.12.i, %mul1.i689.12.i
  %cmp.not.i691.12.i = icmp ult i32 %sub.i690.12.i, %q.sroa.0.0.copyload.i
  %sub2.i692.12.i = select i1 %cmp.not.i691.12.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i693.12.i = sub i32 %sub.i690.12.i, %sub2.i692.12.i
  %cmp3.not.i.12.i = icmp ult i32 %95, %cond.i693.12.i
  %add.i694.12.i = select i1 %cmp3.not.i.12.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.12.i = sub i32 %95, %cond.i693.12.i
  %cond9.i.12.i = add i32 %x.pn.i.12.i, %add.i694.12.i
  %cond282.12.i = select i1 %cmp250.12.i, i32 0, i32 %cond9.i.12.i
  store i32 %cond282.12.i, ptr %arrayidx238.12.i, align 4, !tbaa !21
  %mul.i688.13.i = mul i32 %cond256.15.i, %77
  %112 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond256.15.i, i32 %conv4.i687.13.i)
  %mul1.i689.13.i = mul i32 %112, %q.sroa.0.0.copyload.i
  %sub.i690.13.i = sub i32 %mul.i688.13.i, %mul1.i689.13.i
  %cmp.not.i691.13.i = icmp ult i32 %sub.i690.13.i, %q.sroa.0.0.copyload.i
  %sub2.i692.13.i = select i1 %cmp.not.i691.13.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i693.13.i = sub i32 %sub.i690.13.i, %sub2.i692.13.i
  %cmp3.not.i.13.i = icmp ult i32 %96, %cond.i693.13.i
  %add.i694.13.i = select i1 %cmp3.not.i.13.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.13.i = sub i32 %96, %cond.i693.13.i
  %cond9.i.13.i = add i32 %x.pn.i.13.i, %add.i694.13.i
  %cond282.13.i = select i1 %cmp250.13.i, i32 0, i32 %cond9.i.13.i
  store i32 %cond282.13.i, ptr %arrayidx238.13.i, align 4, !tbaa !21
  %mul.i688.14.i = mul i32 %cond256.15.i, %79
  %113 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond256.15.i, i32 %conv4.i687.14.i)
  %mul1.i689.14.i = mul i32 %113, %q.sroa.0.0.copyload.i
  %sub.i690.14.i = sub i32 %mul.i688.14.i, %mul1.i689.14.i
  %cmp.not.i691.14.i = icmp ult i32 %sub.i690.14.i, %q.sroa.0.0.copyload.i
  %sub2.i692.14.i = select i1 %cmp.not.i691.14.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i693.14.i = sub i32 %sub.i690.14.i, %sub2.i692.14.i
  %cmp3.not.i.14.i = icmp ult i32 %97, %cond.i693.14.i
  %add.i694.14.i = select i1 %cmp3.not.i.14.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.14.i = sub i32 %97, %cond.i693.14.i
  %cond9.i.14.i = add i32 %x.pn.i.14.i, %add.i694.14.i
  %cond282.14.i = select i1 %cmp250.14.i, i32 0, i32 %cond9.i.14.i
  store i32 %cond282.14.i, ptr %arrayidx238.14.i, align 4, !tbaa !21
  %mul.i688.15.i = mul i32 %cond256.15.i, %81
  %114 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond256.15.i, i32 %conv4.i687.15.i)
  %mul1.i689.15.i = mul i32 %114, %q.sroa.0.0.copyload.i
  %sub.i690.15.i = sub i32 %mul.i688.15.i, %mul1.i689.15.i
  %cmp.not.i691.15.i = icmp ult i32 %sub.i690.15.i, %q.sroa.0.0.copyload.i
  %sub2.i692.15.i = select i1 %cmp.not.i691.15.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i693.15.i = sub i32 %sub.i690.15.i, %sub2.i692.15.i
  %cmp3.not.i.15.i = icmp ult i32 %98, %cond.i693.15.i
  %add.i694.15.i = select i1 %cmp3.not.i.15.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.15.i = sub i32 %98, %cond.i693.15.i
  %cond9.i.15.i = add i32 %x.pn.i.15.i, %add.i694.15.i
  %cond282.15.i = select i1 %cmp250.15.i, i32 0, i32 %cond9.i.15.i
  store i32 %cond282.15.i, ptr %arrayidx238.15.i, align 4, !tbaa !21
  br label %for.inc295.i

for.inc295.i:                                     ; preds = %for.body268.preheader.i, %if.end228.i, %for.body225.i
  %add296.i = add i32 %i221.0738.i, %2
  %cmp223.i = icmp ult i32 %add296.i, %n
  br i1 %cmp223.i, label %for.body225.i, label %for.cond.cleanup224.i, !llvm.loop !56

cleanup300.i:                                     ; preds = %for.cond.cleanup224.i, %_ZL9block_minjPj.exit.i
  %count.1.i = phi i32 [ %inc299.i, %for.cond.cleanup224.i ], [ %count.0742.i, %_ZL9block_minjPj.exit.i ]
  %inc305.i = add nuw i32 %t.0741.i, 1
  %exitcond.not.i = icmp eq i32 %inc305.i, %bw
  br i1 %exitcond.not.i, label %for.cond.cleanup82.i, label %land.rhs.i, !llvm.loop !57

if.then309.i:                                     ; preds = %for.cond.cleanup82.i
  %sub.i = add i32 %1, -32
  %cmp312745.i = icmp ult i32 %sub.i, %mul15.i
  br i1 %cmp312745.i, label %for.body314.lr.ph.i, label %if.end338.i

for.body314.lr.ph.i:                              ; preds = %if.then309.i
  %conv327.i = zext i32 %c0 to i64
  %sub334.i = add i32 %2, -32
  br label %for.body314.i

for.body314.i:                                    ; preds = %if.end332.i, %for.body314.lr.ph.i
  %e310.0746.i = phi i32 [ %sub.i, %for.body314.lr.ph.i ], [ %add335.i, %if.end332.i ]
  %rem318.i = and i32 %e310.0746.i, 15
  %cmp319.i = icmp ult i32 %rem318.i, %bw
  br i1 %cmp319.i, label %if.then320.i, label %if.end332.i

if.then320.i:                                     ; preds = %for.body314.i
  %div316655.i = lshr i32 %e310.0746.i, 4
  %mul321.i = mul i32 %rem318.i, %n
  %add322.i = add i32 %mul321.i, %div316655.i
  %idxprom323.i = zext i32 %add322.i to i64
  %arrayidx324.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom323.i
  %115 = load i32, ptr %arrayidx324.i, align 4, !tbaa !21
  %conv325.i = zext i32 %div316655.i to i64
  %mul326.i = mul i64 %conv325.i, %ld
  %conv329.i = zext i32 %rem318.i to i64
  %add328.i = add nuw nsw i64 %conv329.i, %conv327.i
  %add330.i = add i64 %add328.i, %mul326.i
  %arrayidx331.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add330.i
  store i32 %115, ptr %arrayidx331.i, align 4, !tbaa !21
  br label %if.end332.i

if.end332.i:                                      ; preds = %if.then320.i, %for.body314.i
  %add335.i = add i32 %sub334.i, %e310.0746.i
  %cmp312.i = icmp ult i32 %add335.i, %mul15.i
  br i1 %cmp312.i, label %for.body314.i, label %if.end338.i, !llvm.loop !58

if.end338.i:                                      ; preds = %if.end332.i, %if.then309.i, %for.cond.cleanup82.i
  %cmp339.i = icmp ult i32 %1, 32
  br i1 %cmp339.i, label %for.cond341.preheader.i, label %_ZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejj.exit

for.cond341.preheader.i:                          ; preds = %if.end338.i
  %cmp342747.not.i = icmp eq i32 %count.0.lcssa.i, 0
  br i1 %cmp342747.not.i, label %for.cond.cleanup343.i, label %for.body344.lr.ph.i

for.body344.lr.ph.i:                              ; preds = %for.cond341.preheader.i
  %cmp346.i = icmp ult i32 %1, 16
  %sub365.i = add nsw i32 %1, -16
  %cmp348.i = icmp ult i32 %1, %count.0.lcssa.i
  %idxprom356.i = zext i32 %1 to i64
  %arrayidx357.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 3, i64 %idxprom356.i
  %xtraiter2 = and i32 %count.0.lcssa.i, 1
  %116 = icmp eq i32 %count.0.lcssa.i, 1
  br i1 %116, label %for.cond.cleanup343.i.loopexit.unr-lcssa, label %for.body344.lr.ph.i.new

for.body344.lr.ph.i.new:                          ; preds = %for.body344.lr.ph.i
  %unroll_iter5 = and i32 %count.0.lcssa.i, -2
  br label %for.body344.i

for.cond.cleanup343.i.loopexit.unr-lcssa:         ; preds = %cond.end368.i.1, %for.body344.lr.ph.i
  %r.0748.i.unr = phi i32 [ 0, %for.body344.lr.ph.i ], [ %inc375.i.1, %cond.end368.i.1 ]
  %lcmp.mod4.not = icmp eq i32 %xtraiter2, 0
  br i1 %lcmp.mod4.not, label %for.cond.cleanup343.i, label %for.body344.i.epil

for.body344.i.epil:                               ; preds = %for.cond.cleanup343.i.loopexit.unr-lcssa
  br i1 %cmp346.i, label %cond.true347.i.epil, label %cond.false364.i.epil

cond.false364.i.epil:                             ; preds = %for.body344.i.epil
  %cmp366.i.epil = icmp eq i32 %sub365.i, %r.0748.i.unr
  %cond367.i.epil = zext i1 %cmp366.i.epil to i32
  br label %cond.end368.i.epil

cond.true347.i.epil:                              ; preds = %for.body344.i.epil
  br i1 %cmp348.i, label %cond.true349.i.epil, label %cond.end368.i.epil

cond.true349.i.epil:                              ; preds = %cond.true347.i.epil
  %idxprom351.i.epil = zext i32 %r.0748.i.unr to i64
  %arrayidx352.i.epil = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %idxprom351.i.epil
  %117 = load i32, ptr %arrayidx352.i.epil, align 4, !tbaa !21
  %conv353.i.epil = zext i32 %117 to i64
  %mul354.i.epil = shl nuw nsw i64 %conv353.i.epil, 4
  %118 = load i32, ptr %arrayidx357.i, align 4, !tbaa !21
  %conv358.i.epil = zext i32 %118 to i64
  %add359.i.epil = add nuw nsw i64 %mul354.i.epil, %conv358.i.epil
  %arrayidx360.i.epil = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add359.i.epil
  %119 = load i32, ptr %arrayidx360.i.epil, align 4, !tbaa !21
  br label %cond.end368.i.epil

cond.end368.i.epil:                               ; preds = %cond.true349.i.epil, %cond.true347.i.epil, %cond.false364.i.epil
  %cond369.i.epil = phi i32 [ %cond367.i.epil, %cond.false364.i.epil ], [ %119, %cond.true349.i.epil ], [ 0, %cond.true347.i.epil ]
  %idxprom370.i.epil = zext i32 %r.0748.i.unr to i64
  %arrayidx373.i.epil = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom370.i.epil, i64 %idxprom356.i
  store i32 %cond369.i.epil, ptr %arrayidx373.i.epil, align 4, !tbaa !21
  br label %for.cond.cleanup343.i

for.cond.cleanup343.i:                            ; preds = %cond.end368.i.epil, %for.cond.cleanup343.i.loopexit.unr-lcssa, %for.cond341.preheader.i
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %cmp342747.not.i, label %for.cond.cleanup435.i, label %for.body381.lr.ph.i

for.body381.lr.ph.i:                              ; preds = %for.cond.cleanup343.i
  %idxprom386.i = zext i32 %1 to i64
  %conv2.i.i701.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %conv1.i.i710.i = zext i32 %q.sroa.15.0.copyload.i to i64
  br label %for.body381.i

for.body344.i:                                    ; preds = %cond.end368.i.1, %for.body344.lr.ph.i.new
  %r.0748.i = phi i32 [ 0, %for.body344.lr.ph.i.new ], [ %inc375.i.1, %cond.end368.i.1 ]
  %niter6 = phi i32 [ 0, %for.body344.lr.ph.i.new ], [ %niter6.next.1, %cond.end368.i.1 ]
  br i1 %cmp346.i, label %cond.true347.i, label %cond.false364.i

cond.true347.i:                                   ; preds = %for.body344.i
  br i1 %cmp348.i, label %cond.true349.i, label %cond.end368.i

cond.true349.i:                                   ; preds = %cond.true347.i
  %idxprom351.i = zext i32 %r.0748.i to i64
  %arrayidx352.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %idxprom351.i
  %120 = load i32, ptr %arrayidx352.i, align 4, !tbaa !21
  %conv353.i = zext i32 %120 to i64
  %mul354.i = shl nuw nsw i64 %conv353.i, 4
  %121 = load i32, ptr %arrayidx357.i, align 4, !tbaa !21
  %conv358.i = zext i32 %121 to i64
  %add359.i = add nuw nsw i64 %mul354.i, %conv358.i
  %arrayidx360.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add359.i
  %122 = load i32, ptr %arrayidx360.i, align 4, !tbaa !21
  br label %cond.end368.i

cond.false364.i:                                  ; preds = %for.body344.i
  %cmp366.i = icmp eq i32 %sub365.i, %r.0748.i
  %cond367.i = zext i1 %cmp366.i to i32
  br label %cond.end368.i

cond.end368.i:                                    ; preds = %cond.false364.i, %cond.true349.i, %cond.true347.i
  %cond369.i = phi i32 [ %cond367.i, %cond.false364.i ], [ %122, %cond.true349.i ], [ 0, %cond.true347.i ]
  %idxprom370.i = zext i32 %r.0748.i to i64
  %arrayidx373.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom370.i, i64 %idxprom356.i
  store i32 %cond369.i, ptr %arrayidx373.i, align 4, !tbaa !21
  %inc375.i = or i32 %r.0748.i, 1
  br i1 %cmp346.i, label %cond.true347.i.1, label %cond.false364.i.1

cond.false364.i.1:                                ; preds = %cond.end368.i
  %cmp366.i.1 = icmp eq i32 %sub365.i, %inc375.i
  %cond367.i.1 = zext i1 %cmp366.i.1 to i32
  br label %cond.end368.i.1

cond.true347.i.1:                                 ; preds = %cond.end368.i
  br i1 %cmp348.i, label %cond.true349.i.1, label %cond.end368.i.1

cond.true349.i.1:                                 ; preds = %cond.true347.i.1
  %idxprom351.i.1 = zext i32 %inc375.i to i64
  %arrayidx352.i.1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %idxprom351.i.1
  %123 = load i32, ptr %arrayidx352.i.1, align 4, !tbaa !21
  %conv353.i.1 = zext i32 %123 to i64
  %mul354.i.1 = shl nuw nsw i64 %conv353.i.1, 4
  %124 = load i32, ptr %arrayidx357.i, align 4, !tbaa !21
  %conv358.i.1 = zext i32 %124 to i64
  %add359.i.1 = add nuw nsw i64 %mul354.i.1, %conv358.i.1
  %arrayidx360.i.1 = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add359.i.1
  %125 = load i32, ptr %arrayidx360.i.1, align 4, !tbaa !21
  br label %cond.end368.i.1

cond.end368.i.1:                                  ; preds = %cond.true349.i.1, %cond.true347.i.1, %cond.false364.i.1
  %cond369.i.1 = phi i32 [ %cond367.i.1, %cond.false364.i.1 ], [ %125, %cond.true349.i.1 ], [ 0, %cond.true347.i.1 ]
  %idxprom370.i.1 = zext i32 %inc375.i to i64
  %arrayidx373.i.1 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom370.i.1, i64 %idxprom356.i
  store i32 %cond369.i.1, ptr %arrayidx373.i.1, align 4, !tbaa !21
  %inc375.i.1 = add nuw i32 %r.0748.i, 2
  %niter6.next.1 = add i32 %niter6, 2
  %niter6.ncmp.1 = icmp eq i32 %niter6.next.1, %unroll_iter5
  br i1 %niter6.ncmp.1, label %for.cond.cleanup343.i.loopexit.unr-lcssa, label %for.body344.i, !llvm.loop !59

for.body436.lr.ph.i:                              ; preds = %for.cond394.for.cond.cleanup396_crit_edge.i
  %cmp437.i = icmp ult i32 %1, 16
  %add441.i = add nuw nsw i32 %1, 16
  %idxprom442.i = zext i32 %add441.i to i64
  %126 = add i32 %count.0.lcssa.i, -1
  %xtraiter7 = and i32 %count.0.lcssa.i, 3
  %127 = icmp ult i32 %126, 3
  br i1 %127, label %for.cond.cleanup435.i.loopexit.unr-lcssa, label %for.body436.lr.ph.i.new

for.body436.lr.ph.i.new:                          ; preds = %for.body436.lr.ph.i
  %unroll_iter10 = and i32 %count.0.lcssa.i, -4
  br label %for.body436.i

for.body381.i:                                    ; preds = %for.cond394.for.cond.cleanup396_crit_edge.i, %for.body381.lr.ph.i
  %c.0752.i = phi i32 [ 0, %for.body381.lr.ph.i ], [ %inc429.i, %for.cond394.for.cond.cleanup396_crit_edge.i ]
  %idxprom382.i = zext i32 %c.0752.i to i64
  %arrayidx383.i = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4pinv to ptr), i64 0, i64 %idxprom382.i
  %128 = load i32, ptr %arrayidx383.i, align 4, !tbaa !21
  %arrayidx387.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom382.i, i64 %idxprom386.i
  %129 = load i32, ptr %arrayidx387.i, align 4, !tbaa !21
  %conv.i695.i = zext i32 %128 to i64
  %conv1.i696.i = zext i32 %129 to i64
  %mul.i697.i = mul nuw i64 %conv1.i696.i, %conv.i695.i
  %conv.i.i698.i = trunc i64 %mul.i697.i to i32
  %mul.i.i699.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i698.i
  %conv1.i.i700.i = zext i32 %mul.i.i699.i to i64
  %mul3.i.i702.i = mul nuw i64 %conv1.i.i700.i, %conv2.i.i701.i
  %add.i.i703.i = add i64 %mul3.i.i702.i, %mul.i697.i
  %shr.i.i704.i = lshr i64 %add.i.i703.i, 32
  %cmp.not.i.i705.i = icmp ult i64 %shr.i.i704.i, %conv2.i.i701.i
  %sub.i.i706.i = select i1 %cmp.not.i.i705.i, i64 0, i64 %conv2.i.i701.i
  %cond.i.i707.i = sub nsw i64 %shr.i.i704.i, %sub.i.i706.i
  %conv8.i.i708.i = trunc i64 %cond.i.i707.i to i32
  store i32 %conv8.i.i708.i, ptr %arrayidx387.i, align 4, !tbaa !21
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %for.body397.i

for.cond394.for.cond.cleanup396_crit_edge.i:      ; preds = %for.inc424.i
  %inc429.i = add nuw i32 %c.0752.i, 1
  %exitcond758.not.i = icmp eq i32 %inc429.i, %count.0.lcssa.i
  br i1 %exitcond758.not.i, label %for.body436.lr.ph.i, label %for.body381.i, !llvm.loop !60

for.body397.i:                                    ; preds = %for.inc424.i, %for.body381.i
  %r393.0750.i = phi i32 [ 0, %for.body381.i ], [ %inc425.i, %for.inc424.i ]
  %cmp398.i = icmp eq i32 %r393.0750.i, %c.0752.i
  br i1 %cmp398.i, label %for.inc424.i, label %if.end400.i

if.end400.i:                                      ; preds = %for.body397.i
  %idxprom402.i = zext i32 %r393.0750.i to i64
  %arrayidx405.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom402.i, i64 %idxprom382.i
  %130 = load i32, ptr %arrayidx405.i, align 4, !tbaa !21
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp406.not.i = icmp eq i32 %130, 0
  br i1 %cmp406.not.i, label %if.end423.i, label %if.then407.i

if.then407.i:                                     ; preds = %if.end400.i
  %arrayidx411.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom402.i, i64 %idxprom386.i
  %131 = load i32, ptr %arrayidx411.i, align 4, !tbaa !21
  %132 = load i32, ptr %arrayidx387.i, align 4, !tbaa !21
  %conv.i.i709.i = zext i32 %130 to i64
  %mul.i.i711.i = mul nuw i64 %conv.i.i709.i, %conv1.i.i710.i
  %conv.i.i.i.i = trunc i64 %mul.i.i711.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv2.i.i701.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i.i711.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv2.i.i701.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv2.i.i701.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv.i4.i.i = and i64 %cond.i.i.i.i, 4294967295
  %conv1.i5.i.i = zext i32 %132 to i64
  %mul.i6.i.i = mul nuw i64 %conv.i4.i.i, %conv1.i5.i.i
  %conv.i.i7.i.i = trunc i64 %mul.i6.i.i to i32
  %mul.i.i8.i.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i7.i.i
  %conv1.i.i9.i.i = zext i32 %mul.i.i8.i.i to i64
  %mul3.i.i11.i.i = mul nuw i64 %conv1.i.i9.i.i, %conv2.i.i701.i
  %add.i.i12.i.i = add i64 %mul3.i.i11.i.i, %mul.i6.i.i
  %shr.i.i13.i.i = lshr i64 %add.i.i12.i.i, 32
  %cmp.not.i.i14.i.i = icmp ult i64 %shr.i.i13.i.i, %conv2.i.i701.i
  %sub.i.i15.i.i = select i1 %cmp.not.i.i14.i.i, i64 0, i64 %conv2.i.i701.i
  %cond.i.i16.i.i = sub nsw i64 %shr.i.i13.i.i, %sub.i.i15.i.i
  %conv8.i.i17.i.i = trunc i64 %cond.i.i16.i.i to i32
  %cmp.not.i712.i = icmp ult i32 %131, %conv8.i.i17.i.i
  %add.i713.i = select i1 %cmp.not.i712.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i = sub i32 %131, %conv8.i.i17.i.i
  %cond.i714.i = add i32 %a.pn.i.i, %add.i713.i
  store i32 %cond.i714.i, ptr %arrayidx411.i, align 4, !tbaa !21
  br label %if.end423.i

if.end423.i:                                      ; preds = %if.then407.i, %if.end400.i
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %for.inc424.i

for.inc424.i:                                     ; preds = %if.end423.i, %for.body397.i
  %inc425.i = add nuw i32 %r393.0750.i, 1
  %exitcond757.not.i = icmp eq i32 %inc425.i, %count.0.lcssa.i
  br i1 %exitcond757.not.i, label %for.cond394.for.cond.cleanup396_crit_edge.i, label %for.body397.i, !llvm.loop !61

for.cond.cleanup435.i.loopexit.unr-lcssa:         ; preds = %for.inc449.i.3, %for.body436.lr.ph.i
  %r432.0754.i.unr = phi i32 [ 0, %for.body436.lr.ph.i ], [ %inc450.i.3, %for.inc449.i.3 ]
  %lcmp.mod9.not = icmp eq i32 %xtraiter7, 0
  br i1 %lcmp.mod9.not, label %for.cond.cleanup435.i, label %for.body436.i.epil

for.body436.i.epil:                               ; preds = %for.cond.cleanup435.i.loopexit.unr-lcssa, %for.inc449.i.epil
  %r432.0754.i.epil = phi i32 [ %inc450.i.epil, %for.inc449.i.epil ], [ %r432.0754.i.unr, %for.cond.cleanup435.i.loopexit.unr-lcssa ]
  %epil.iter8 = phi i32 [ %epil.iter8.next, %for.inc449.i.epil ], [ 0, %for.cond.cleanup435.i.loopexit.unr-lcssa ]
  br i1 %cmp437.i, label %if.then438.i.epil, label %for.inc449.i.epil

if.then438.i.epil:                                ; preds = %for.body436.i.epil
  %mul444.i.epil = shl i32 %r432.0754.i.epil, 4
  %add445.i.epil = add nuw i32 %mul444.i.epil, %1
  %idxprom446.i.epil = zext i32 %add445.i.epil to i64
  %arrayidx447.i.epil = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom446.i.epil
  %idxprom439.i.epil = zext i32 %r432.0754.i.epil to i64
  %arrayidx443.i.epil = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom439.i.epil, i64 %idxprom442.i
  %133 = load i32, ptr %arrayidx443.i.epil, align 4, !tbaa !21
  store i32 %133, ptr %arrayidx447.i.epil, align 4, !tbaa !21
  br label %for.inc449.i.epil

for.inc449.i.epil:                                ; preds = %if.then438.i.epil, %for.body436.i.epil
  %inc450.i.epil = add nuw i32 %r432.0754.i.epil, 1
  %epil.iter8.next = add i32 %epil.iter8, 1
  %epil.iter8.cmp.not = icmp eq i32 %epil.iter8.next, %xtraiter7
  br i1 %epil.iter8.cmp.not, label %for.cond.cleanup435.i, label %for.body436.i.epil, !llvm.loop !62

for.cond.cleanup435.i:                            ; preds = %for.cond.cleanup435.i.loopexit.unr-lcssa, %for.inc449.i.epil, %for.cond.cleanup343.i
  %cmp453.i = icmp eq i32 %1, 0
  br i1 %cmp453.i, label %if.then454.i, label %_ZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejj.exit

for.body436.i:                                    ; preds = %for.inc449.i.3, %for.body436.lr.ph.i.new
  %r432.0754.i = phi i32 [ 0, %for.body436.lr.ph.i.new ], [ %inc450.i.3, %for.inc449.i.3 ]
  %niter11 = phi i32 [ 0, %for.body436.lr.ph.i.new ], [ %niter11.next.3, %for.inc449.i.3 ]
  br i1 %cmp437.i, label %if.then438.i, label %for.inc449.i.3

if.then438.i:                                     ; preds = %for.body436.i
  %mul444.i = shl i32 %r432.0754.i, 4
  %add445.i = add nuw i32 %mul444.i, %1
  %idxprom446.i = zext i32 %add445.i to i64
  %arrayidx447.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom446.i
  %idxprom439.i = zext i32 %r432.0754.i to i64
  %arrayidx443.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom439.i, i64 %idxprom442.i
  %134 = load i32, ptr %arrayidx443.i, align 4, !tbaa !21
  store i32 %134, ptr %arrayidx447.i, align 4, !tbaa !21
  %inc450.i = or i32 %r432.0754.i, 1
  %mul444.i.1 = shl i32 %inc450.i, 4
  %add445.i.1 = add nuw i32 %mul444.i.1, %1
  %idxprom446.i.1 = zext i32 %add445.i.1 to i64
  %arrayidx447.i.1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom446.i.1
  %idxprom439.i.1 = zext i32 %inc450.i to i64
  %arrayidx443.i.1 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom439.i.1, i64 %idxprom442.i
  %135 = load i32, ptr %arrayidx443.i.1, align 4, !tbaa !21
  store i32 %135, ptr %arrayidx447.i.1, align 4, !tbaa !21
  %inc450.i.1 = or i32 %r432.0754.i, 2
  %mul444.i.2 = shl i32 %inc450.i.1, 4
  %add445.i.2 = add nuw i32 %mul444.i.2, %1
  %idxprom446.i.2 = zext i32 %add445.i.2 to i64
  %arrayidx447.i.2 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom446.i.2
  %idxprom439.i.2 = zext i32 %inc450.i.1 to i64
  %arrayidx443.i.2 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom439.i.2, i64 %idxprom442.i
  %136 = load i32, ptr %arrayidx443.i.2, align 4, !tbaa !21
  store i32 %136, ptr %arrayidx447.i.2, align 4, !tbaa !21
  %inc450.i.2 = or i32 %r432.0754.i, 3
  %mul444.i.3 = shl i32 %inc450.i.2, 4
  %add445.i.3 = add nuw i32 %mul444.i.3, %1
  %idxprom446.i.3 = zext i32 %add445.i.3 to i64
  %arrayidx447.i.3 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom446.i.3
  %idxprom439.i.3 = zext i32 %inc450.i.2 to i64
  %arrayidx443.i.3 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom439.i.3, i64 %idxprom442.i
  %137 = load i32, ptr %arrayidx443.i.3, align 4, !tbaa !21
  store i32 %137, ptr %arrayidx447.i.3, align 4, !tbaa !21
  br label %for.inc449.i.3

for.inc449.i.3:                                   ; preds = %for.body436.i, %if.then438.i
  %inc450.i.3 = add nuw i32 %r432.0754.i, 4
  %niter11.next.3 = add i32 %niter11, 4
  %niter11.ncmp.3 = icmp eq i32 %niter11.next.3, %unroll_iter10
  br i1 %niter11.ncmp.3, label %for.cond.cleanup435.i.loopexit.unr-lcssa, label %for.body436.i, !llvm.loop !63

if.then454.i:                                     ; preds = %for.cond.cleanup435.i
  %count455.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 1
  %add456.i = add i32 %count.0.lcssa.i, %3
  store i32 %count.0.lcssa.i, ptr %count455.i, align 4, !tbaa !64
  store i32 %add456.i, ptr %add.ptr18.i, align 4, !tbaa !49
  br label %_ZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejj.exit

_ZL12panel_factorILj16ELb0EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejj.exit: ; preds = %if.end338.i, %for.cond.cleanup435.i, %if.then454.i
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_panel_factor_shared16(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef %rowpiv, ptr nocapture noundef writeonly %pivrows, ptr nocapture noundef writeonly %pivcols, ptr nocapture noundef %cbuf, ptr nocapture noundef readnone %pbuf, ptr nocapture noundef %states, i32 noundef %c0, i32 noundef %bw) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom.i = zext i32 %0 to i64
  %arrayidx.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !20
  %q.sroa.11.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.11.0.copyload.i = load i32, ptr %q.sroa.11.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !27
  %q.sroa.15.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.15.0.copyload.i = load i32, ptr %q.sroa.15.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !29
  %q.sroa.1764.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 16
  %q.sroa.1764.0.copyload.i = load i64, ptr %q.sroa.1764.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !28
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %conv2.i = zext i32 %n to i64
  %mul3.i = mul nuw i64 %conv2.i, %idxprom.i
  %add.ptr4.i = getelementptr inbounds i32, ptr %rowpiv, i64 %mul3.i
  %mul8.i = shl i64 %mul3.i, 4
  %add.ptr9.i = getelementptr inbounds i32, ptr %cbuf, i64 %mul8.i
  %mul10.i = shl i32 %n, 4
  %idx.ext.i = zext i32 %mul10.i to i64
  %add.ptr11.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idx.ext.i
  %add.ptr13.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = load i32, ptr %add.ptr13.i, align 4, !tbaa !49
  %cmp67.i = icmp ult i32 %1, %mul10.i
  br i1 %cmp67.i, label %for.body.lr.ph.i, label %for.cond74.preheader.i

for.body.lr.ph.i:                                 ; preds = %entry
  %conv26.i = zext i32 %c0 to i64
  %mul69.i = shl i32 %2, 3
  %mul21.2.i = shl i32 %2, 1
  %mul21.3.i = mul i32 %2, 3
  %mul21.4.i = shl i32 %2, 2
  %mul21.5.i = mul i32 %2, 5
  %mul21.6.i = mul i32 %2, 6
  %mul21.7.i = mul i32 %2, 7
  br label %for.body.i

for.cond74.preheader.i:                           ; preds = %cleanup66.i, %entry
  %cmp7569.i = icmp ult i32 %1, %n
  br i1 %cmp7569.i, label %for.body77.i, label %for.cond.cleanup76.i

for.body.i:                                       ; preds = %cleanup66.i, %for.body.lr.ph.i
  %e0.068.i = phi i32 [ %1, %for.body.lr.ph.i ], [ %add70.i, %cleanup66.i ]
  %rem.i = and i32 %e0.068.i, 15
  %cmp23.i = icmp ult i32 %rem.i, %bw
  br i1 %cmp23.i, label %cond.true.i, label %cond.end.i

cond.true.i:                                      ; preds = %for.body.i
  %div4.i = lshr i32 %e0.068.i, 4
  %conv24.i = zext i32 %div4.i to i64
  %mul25.i = mul i64 %conv24.i, %ld
  %conv28.i = zext i32 %rem.i to i64
  %add27.i = add nuw nsw i64 %conv28.i, %conv26.i
  %add29.i = add i64 %add27.i, %mul25.i
  %arrayidx30.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add29.i
  %4 = load i32, ptr %arrayidx30.i, align 4, !tbaa !21
  br label %cond.end.i

cond.end.i:                                       ; preds = %cond.true.i, %for.body.i
  %cond.i = phi i32 [ %4, %cond.true.i ], [ 0, %for.body.i ]
  %add.1.i = add i32 %e0.068.i, %2
  %rem.1.i = and i32 %add.1.i, 15
  %cmp22.1.i = icmp ult i32 %add.1.i, %mul10.i
  %cmp23.1.i = icmp ult i32 %rem.1.i, %bw
  %or.cond.1.i = and i1 %cmp22.1.i, %cmp23.1.i
  br i1 %or.cond.1.i, label %cond.true.1.i, label %cond.end.1.i

cond.true.1.i:                                    ; preds = %cond.end.i
  %div4.1.i = lshr i32 %add.1.i, 4
  %conv24.1.i = zext i32 %div4.1.i to i64
  %mul25.1.i = mul i64 %conv24.1.i, %ld
  %conv28.1.i = zext i32 %rem.1.i to i64
  %add27.1.i = add nuw nsw i64 %conv28.1.i, %conv26.i
  %add29.1.i = add i64 %add27.1.i, %mul25.1.i
  %arrayidx30.1.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add29.1.i
  %5 = load i32, ptr %arrayidx30.1.i, align 4, !tbaa !21
  br label %cond.end.1.i

cond.end.1.i:                                     ; preds = %cond.true.1.i, %cond.end.i
  %cond.1.i = phi i32 [ %5, %cond.true.1.i ], [ 0, %cond.end.i ]
  %add.2.i = add i32 %e0.068.i, %mul21.2.i
  %rem.2.i = and i32 %add.2.i, 15
  %cmp22.2.i = icmp ult i32 %add.2.i, %mul10.i
  %cmp23.2.i = icmp ult i32 %rem.2.i, %bw
  %or.cond.2.i = and i1 %cmp22.2.i, %cmp23.2.i
  br i1 %or.cond.2.i, label %cond.true.2.i, label %cond.end.2.i

cond.true.2.i:                                    ; preds = %cond.end.1.i
  %div4.2.i = lshr i32 %add.2.i, 4
  %conv24.2.i = zext i32 %div4.2.i to i64
  %mul25.2.i = mul i64 %conv24.2.i, %ld
  %conv28.2.i = zext i32 %rem.2.i to i64
  %add27.2.i = add nuw nsw i64 %conv28.2.i, %conv26.i
  %add29.2.i = add i64 %add27.2.i, %mul25.2.i
  %arrayidx30.2.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add29.2.i
  %6 = load i32, ptr %arrayidx30.2.i, align 4, !tbaa !21
  br label %cond.end.2.i

cond.end.2.i:                                     ; preds = %cond.true.2.i, %cond.end.1.i
  %cond.2.i = phi i32 [ %6, %cond.true.2.i ], [ 0, %cond.end.1.i ]
  %add.3.i = add i32 %e0.068.i, %mul21.3.i
  %rem.3.i = and i32 %add.3.i, 15
  %cmp22.3.i = icmp ult i32 %add.3.i, %mul10.i
  %cmp23.3.i = icmp ult i32 %rem.3.i, %bw
  %or.cond.3.i = and i1 %cmp22.3.i, %cmp23.3.i
  br i1 %or.cond.3.i, label %cond.true.3.i, label %cond.end.3.i

cond.true.3.i:                                    ; preds = %cond.end.2.i
  %div4.3.i = lshr i32 %add.3.i, 4
  %conv24.3.i = zext i32 %div4.3.i to i64
  %mul25.3.i = mul i64 %conv24.3.i, %ld
  %conv28.3.i = zext i32 %rem.3.i to i64
  %add27.3.i = add nuw nsw i64 %conv28.3.i, %conv26.i
  %add29.3.i = add i64 %add27.3.i, %mul25.3.i
  %arrayidx30.3.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add29.3.i
  %7 = load i32, ptr %arrayidx30.3.i, align 4, !tbaa !21
  br label %cond.end.3.i

cond.end.3.i:                                     ; preds = %cond.true.3.i, %cond.end.2.i
  %cond.3.i = phi i32 [ %7, %cond.true.3.i ], [ 0, %cond.end.2.i ]
  %add.4.i = add i32 %e0.068.i, %mul21.4.i
  %rem.4.i = and i32 %add.4.i, 15
  %cmp22.4.i = icmp ult i32 %add.4.i, %mul10.i
  %cmp23.4.i = icmp ult i32 %rem.4.i, %bw
  %or.cond.4.i = and i1 %cmp22.4.i, %cmp23.4.i
  br i1 %or.cond.4.i, label %cond.true.4.i, label %cond.end.4.i

cond.true.4.i:                                    ; preds = %cond.end.3.i
  %div4.4.i = lshr i32 %add.4.i, 4
  %conv24.4.i = zext i32 %div4.4.i to i64
  %mul25.4.i = mul i64 %conv24.4.i, %ld
  %conv28.4.i = zext i32 %rem.4.i to i64
  %add27.4.i = add nuw nsw i64 %conv28.4.i, %conv26.i
  %add29.4.i = add i64 %add27.4.i, %mul25.4.i
  %arrayidx30.4.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add29.4.i
  %8 = load i32, ptr %arrayidx30.4.i, align 4, !tbaa !21
  br label %cond.end.4.i

cond.end.4.i:                                     ; preds = %cond.true.4.i, %cond.end.3.i
  %cond.4.i = phi i32 [ %8, %cond.true.4.i ], [ 0, %cond.end.3.i ]
  %add.5.i = add i32 %e0.068.i, %mul21.5.i
  %rem.5.i = and i32 %add.5.i, 15
  %cmp22.5.i = icmp ult i32 %add.5.i, %mul10.i
  %cmp23.5.i = icmp ult i32 %rem.5.i, %bw
  %or.cond.5.i = and i1 %cmp22.5.i, %cmp23.5.i
  br i1 %or.cond.5.i, label %cond.true.5.i, label %cond.end.5.i

cond.true.5.i:                                    ; preds = %cond.end.4.i
  %div4.5.i = lshr i32 %add.5.i, 4
  %conv24.5.i = zext i32 %div4.5.i to i64
  %mul25.5.i = mul i64 %conv24.5.i, %ld
  %conv28.5.i = zext i32 %rem.5.i to i64
  %add27.5.i = add nuw nsw i64 %conv28.5.i, %conv26.i
  %add29.5.i = add i64 %add27.5.i, %mul25.5.i
  %arrayidx30.5.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add29.5.i
  %9 = load i32, ptr %arrayidx30.5.i, align 4, !tbaa !21
  br label %cond.end.5.i

cond.end.5.i:                                     ; preds = %cond.true.5.i, %cond.end.4.i
  %cond.5.i = phi i32 [ %9, %cond.true.5.i ], [ 0, %cond.end.4.i ]
  %add.6.i = add i32 %e0.068.i, %mul21.6.i
  %rem.6.i = and i32 %add.6.i, 15
  %cmp22.6.i = icmp ult i32 %add.6.i, %mul10.i
  %cmp23.6.i = icmp ult i32 %rem.6.i, %bw
  %or.cond.6.i = and i1 %cmp22.6.i, %cmp23.6.i
  br i1 %or.cond.6.i, label %cond.true.6.i, label %cond.end.6.i

cond.true.6.i:                                    ; preds = %cond.end.5.i
  %div4.6.i = lshr i32 %add.6.i, 4
  %conv24.6.i = zext i32 %div4.6.i to i64
  %mul25.6.i = mul i64 %conv24.6.i, %ld
  %conv28.6.i = zext i32 %rem.6.i to i64
  %add27.6.i = add nuw nsw i64 %conv28.6.i, %conv26.i
  %add29.6.i = add i64 %add27.6.i, %mul25.6.i
  %arrayidx30.6.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add29.6.i
  %10 = load i32, ptr %arrayidx30.6.i, align 4, !tbaa !21
  br label %cond.end.6.i

cond.end.6.i:                                     ; preds = %cond.true.6.i, %cond.end.5.i
  %cond.6.i = phi i32 [ %10, %cond.true.6.i ], [ 0, %cond.end.5.i ]
  %add.7.i = add i32 %e0.068.i, %mul21.7.i
  %rem.7.i = and i32 %add.7.i, 15
  %cmp22.7.i = icmp ult i32 %add.7.i, %mul10.i
  %cmp23.7.i = icmp ult i32 %rem.7.i, %bw
  %or.cond.7.i = and i1 %cmp22.7.i, %cmp23.7.i
  br i1 %or.cond.7.i, label %cond.true.7.i, label %if.end.i

cond.true.7.i:                                    ; preds = %cond.end.6.i
  %div4.7.i = lshr i32 %add.7.i, 4
  %conv24.7.i = zext i32 %div4.7.i to i64
  %mul25.7.i = mul i64 %conv24.7.i, %ld
  %conv28.7.i = zext i32 %rem.7.i to i64
  %add27.7.i = add nuw nsw i64 %conv28.7.i, %conv26.i
  %add29.7.i = add i64 %add27.7.i, %mul25.7.i
  %arrayidx30.7.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add29.7.i
  %11 = load i32, ptr %arrayidx30.7.i, align 4, !tbaa !21
  br label %if.end.i

if.end.i:                                         ; preds = %cond.true.7.i, %cond.end.6.i
  %cond.7.i = phi i32 [ %11, %cond.true.7.i ], [ 0, %cond.end.6.i ]
  %div422.i = lshr i32 %e0.068.i, 4
  %mul48.i = mul i32 %rem.i, %n
  %add49.i = add i32 %mul48.i, %div422.i
  %idxprom50.i = zext i32 %add49.i to i64
  %arrayidx51.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom50.i
  store i32 %cond.i, ptr %arrayidx51.i, align 4, !tbaa !21
  br i1 %cmp23.i, label %if.then53.i, label %for.inc64.i

if.then53.i:                                      ; preds = %if.end.i
  %add59.i = zext i32 %e0.068.i to i64
  %arrayidx60.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add59.i
  store i32 %cond.i, ptr %arrayidx60.i, align 4, !tbaa !21
  br label %for.inc64.i

for.inc64.i:                                      ; preds = %if.then53.i, %if.end.i
  br i1 %cmp22.1.i, label %if.end.1.i, label %cleanup66.i

if.end.1.i:                                       ; preds = %for.inc64.i
  %div422.1.i = lshr i32 %add.1.i, 4
  %mul48.1.i = mul i32 %rem.1.i, %n
  %add49.1.i = add i32 %mul48.1.i, %div422.1.i
  %idxprom50.1.i = zext i32 %add49.1.i to i64
  %arrayidx51.1.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom50.1.i
  store i32 %cond.1.i, ptr %arrayidx51.1.i, align 4, !tbaa !21
  br i1 %cmp23.1.i, label %if.then53.1.i, label %for.inc64.1.i

if.then53.1.i:                                    ; preds = %if.end.1.i
  %add59.1.i = zext i32 %add.1.i to i64
  %arrayidx60.1.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add59.1.i
  store i32 %cond.1.i, ptr %arrayidx60.1.i, align 4, !tbaa !21
  br label %for.inc64.1.i

for.inc64.1.i:                                    ; preds = %if.then53.1.i, %if.end.1.i
  br i1 %cmp22.2.i, label %if.end.2.i, label %cleanup66.i

if.end.2.i:                                       ; preds = %for.inc64.1.i
  %div422.2.i = lshr i32 %add.2.i, 4
  %mul48.2.i = mul i32 %rem.2.i, %n
  %add49.2.i = add i32 %mul48.2.i, %div422.2.i
  %idxprom50.2.i = zext i32 %add49.2.i to i64
  %arrayidx51.2.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom50.2.i
  store i32 %cond.2.i, ptr %arrayidx51.2.i, align 4, !tbaa !21
  br i1 %cmp23.2.i, label %if.then53.2.i, label %for.inc64.2.i

if.then53.2.i:                                    ; preds = %if.end.2.i
  %add59.2.i = zext i32 %add.2.i to i64
  %arrayidx60.2.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add59.2.i
  store i32 %cond.2.i, ptr %arrayidx60.2.i, align 4, !tbaa !21
  br label %for.inc64.2.i

for.inc64.2.i:                                    ; preds = %if.then53.2.i, %if.end.2.i
  br i1 %cmp22.3.i, label %if.end.3.i, label %cleanup66.i

if.end.3.i:                                       ; preds = %for.inc64.2.i
  %div422.3.i = lshr i32 %add.3.i, 4
  %mul48.3.i = mul i32 %rem.3.i, %n
  %add49.3.i = add i32 %mul48.3.i, %div422.3.i
  %idxprom50.3.i = zext i32 %add49.3.i to i64
  %arrayidx51.3.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom50.3.i
  store i32 %cond.3.i, ptr %arrayidx51.3.i, align 4, !tbaa !21
  br i1 %cmp23.3.i, label %if.then53.3.i, label %for.inc64.3.i

if.then53.3.i:                                    ; preds = %if.end.3.i
  %add59.3.i = zext i32 %add.3.i to i64
  %arrayidx60.3.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add59.3.i
  store i32 %cond.3.i, ptr %arrayidx60.3.i, align 4, !tbaa !21
  br label %for.inc64.3.i

for.inc64.3.i:                                    ; preds = %if.then53.3.i, %if.end.3.i
  br i1 %cmp22.4.i, label %if.end.4.i, label %cleanup66.i

if.end.4.i:                                       ; preds = %for.inc64.3.i
  %div422.4.i = lshr i32 %add.4.i, 4
  %mul48.4.i = mul i32 %rem.4.i, %n
  %add49.4.i = add i32 %mul48.4.i, %div422.4.i
  %idxprom50.4.i = zext i32 %add49.4.i to i64
  %arrayidx51.4.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom50.4.i
  store i32 %cond.4.i, ptr %arrayidx51.4.i, align 4, !tbaa !21
  br i1 %cmp23.4.i, label %if.then53.4.i, label %for.inc64.4.i

if.then53.4.i:                                    ; preds = %if.end.4.i
  %add59.4.i = zext i32 %add.4.i to i64
  %arrayidx60.4.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add59.4.i
  store i32 %cond.4.i, ptr %arrayidx60.4.i, align 4, !tbaa !21
  br label %for.inc64.4.i

for.inc64.4.i:                                    ; preds = %if.then53.4.i, %if.end.4.i
  br i1 %cmp22.5.i, label %if.end.5.i, label %cleanup66.i

if.end.5.i:                                       ; preds = %for.inc64.4.i
  %div422.5.i = lshr i32 %add.5.i, 4
  %mul48.5.i = mul i32 %rem.5.i, %n
  %add49.5.i = add i32 %mul48.5.i, %div422.5.i
  %idxprom50.5.i = zext i32 %add49.5.i to i64
  %arrayidx51.5.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom50.5.i
  store i32 %cond.5.i, ptr %arrayidx51.5.i, align 4, !tbaa !21
  br i1 %cmp23.5.i, label %if.then53.5.i, label %for.inc64.5.i

if.then53.5.i:                                    ; preds = %if.end.5.i
  %add59.5.i = zext i32 %add.5.i to i64
  %arrayidx60.5.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add59.5.i
  store i32 %cond.5.i, ptr %arrayidx60.5.i, align 4, !tbaa !21
  br label %for.inc64.5.i

for.inc64.5.i:                                    ; preds = %if.then53.5.i, %if.end.5.i
  br i1 %cmp22.6.i, label %if.end.6.i, label %cleanup66.i

if.end.6.i:                                       ; preds = %for.inc64.5.i
  %div422.6.i = lshr i32 %add.6.i, 4
  %mul48.6.i = mul i32 %rem.6.i, %n
  %add49.6.i = add i32 %mul48.6.i, %div422.6.i
  %idxprom50.6.i = zext i32 %add49.6.i to i64
  %arrayidx51.6.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom50.6.i
  store i32 %cond.6.i, ptr %arrayidx51.6.i, align 4, !tbaa !21
  br i1 %cmp23.6.i, label %if.then53.6.i, label %for.inc64.6.i

if.then53.6.i:                                    ; preds = %if.end.6.i
  %add59.6.i = zext i32 %add.6.i to i64
  %arrayidx60.6.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add59.6.i
  store i32 %cond.6.i, ptr %arrayidx60.6.i, align 4, !tbaa !21
  br label %for.inc64.6.i

for.inc64.6.i:                                    ; preds = %if.then53.6.i, %if.end.6.i
  br i1 %cmp22.7.i, label %if.end.7.i, label %cleanup66.i

if.end.7.i:                                       ; preds = %for.inc64.6.i
  %div422.7.i = lshr i32 %add.7.i, 4
  %mul48.7.i = mul i32 %rem.7.i, %n
  %add49.7.i = add i32 %mul48.7.i, %div422.7.i
  %idxprom50.7.i = zext i32 %add49.7.i to i64
  %arrayidx51.7.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom50.7.i
  store i32 %cond.7.i, ptr %arrayidx51.7.i, align 4, !tbaa !21
  br i1 %cmp23.7.i, label %if.then53.7.i, label %cleanup66.i

if.then53.7.i:                                    ; preds = %if.end.7.i
  %add59.7.i = zext i32 %add.7.i to i64
  %arrayidx60.7.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add59.7.i
  store i32 %cond.7.i, ptr %arrayidx60.7.i, align 4, !tbaa !21
  br label %cleanup66.i

cleanup66.i:                                      ; preds = %if.then53.7.i, %if.end.7.i, %for.inc64.6.i, %for.inc64.5.i, %for.inc64.4.i, %for.inc64.3.i, %for.inc64.2.i, %for.inc64.1.i, %for.inc64.i
  %add70.i = add i32 %e0.068.i, %mul69.i
  %cmp.i = icmp ult i32 %add70.i, %mul10.i
  br i1 %cmp.i, label %for.body.i, label %for.cond74.preheader.i, !llvm.loop !65

for.cond.cleanup76.i:                             ; preds = %for.body77.i, %for.cond74.preheader.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8988.not.i = icmp eq i32 %bw, 0
  br i1 %cmp8988.not.i, label %for.cond.cleanup92.i, label %land.rhs.lr.ph.i

land.rhs.lr.ph.i:                                 ; preds = %for.cond.cleanup76.i
  %shr.i.i = lshr i32 %2, 5
  %and.i.i = and i32 %1, 31
  %cmp.i.i = icmp eq i32 %and.i.i, 0
  %shr2.i.i = lshr i32 %1, 5
  %idxprom.i.i = zext i32 %shr2.i.i to i64
  %arrayidx.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom.i.i
  %cmp318.not.i.i = icmp ult i32 %2, 32
  %umax.i.i = tail call i32 @llvm.umax.i32(i32 %shr.i.i, i32 1)
  %cmp121.i = icmp eq i32 %1, 0
  %conv4.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %conv1.i.i = zext i32 %q.sroa.15.0.copyload.i to i64
  %conv196.i = zext i32 %3 to i64
  %conv203.i = zext i32 %m to i64
  %mul204.i = mul nuw i64 %conv203.i, %idxprom.i
  %mul128.2.i = shl i32 %n, 1
  %mul128.3.i = mul i32 %n, 3
  %mul128.4.i = shl i32 %n, 2
  %mul128.5.i = mul i32 %n, 5
  %mul128.6.i = mul i32 %n, 6
  %mul128.7.i = mul i32 %n, 7
  %mul128.8.i = shl i32 %n, 3
  %mul128.9.i = mul i32 %n, 9
  %mul128.10.i = mul i32 %n, 10
  %mul128.11.i = mul i32 %n, 11
  %mul128.12.i = mul i32 %n, 12
  %mul128.13.i = mul i32 %n, 13
  %mul128.14.i = mul i32 %n, 14
  %mul128.15.i = mul i32 %n, 15
  %12 = add nsw i32 %umax.i.i, -1
  %xtraiter = and i32 %umax.i.i, 7
  %13 = icmp ult i32 %12, 7
  %unroll_iter = and i32 %umax.i.i, 134217720
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br label %land.rhs.i

for.body77.i:                                     ; preds = %for.cond74.preheader.i, %for.body77.i
  %i73.070.i = phi i32 [ %add85.i, %for.body77.i ], [ %1, %for.cond74.preheader.i ]
  %idxprom78.i = zext i32 %i73.070.i to i64
  %arrayidx79.i = getelementptr inbounds i32, ptr %add.ptr4.i, i64 %idxprom78.i
  %14 = load i32, ptr %arrayidx79.i, align 4, !tbaa !21
  %cmp80.i = icmp ne i32 %14, -1
  %conv81.i = zext i1 %cmp80.i to i8
  %arrayidx83.i = getelementptr inbounds i8, ptr %add.ptr11.i, i64 %idxprom78.i
  store i8 %conv81.i, ptr %arrayidx83.i, align 1, !tbaa !66
  %add85.i = add i32 %i73.070.i, %2
  %cmp75.i = icmp ult i32 %add85.i, %n
  br i1 %cmp75.i, label %for.body77.i, label %for.cond.cleanup76.i, !llvm.loop !67

land.rhs.i:                                       ; preds = %cleanup312.i, %land.rhs.lr.ph.i
  %count.090.i = phi i32 [ 0, %land.rhs.lr.ph.i ], [ %count.1.i, %cleanup312.i ]
  %t.089.i = phi i32 [ 0, %land.rhs.lr.ph.i ], [ %inc317.i, %cleanup312.i ]
  %add90.i = add i32 %count.090.i, %3
  %cmp91.i = icmp ult i32 %add90.i, %n
  br i1 %cmp91.i, label %for.cond95.preheader.i, label %for.cond.cleanup92.i

for.cond95.preheader.i:                           ; preds = %land.rhs.i
  br i1 %cmp7569.i, label %for.body98.lr.ph.i, label %cleanup115.i

for.body98.lr.ph.i:                               ; preds = %for.cond95.preheader.i
  %mul103.i = mul i32 %t.089.i, %n
  br label %for.body98.i

for.cond.cleanup92.i:                             ; preds = %cleanup312.i, %land.rhs.i, %for.cond.cleanup76.i
  %count.0.lcssa.i = phi i32 [ 0, %for.cond.cleanup76.i ], [ %count.090.i, %land.rhs.i ], [ %count.1.i, %cleanup312.i ]
  %cmp320.i = icmp ugt i32 %1, 31
  br i1 %cmp320.i, label %if.then321.i, label %if.end350.i

for.body98.i:                                     ; preds = %cleanup110.i, %for.body98.lr.ph.i
  %mine.074.i = phi i32 [ -1, %for.body98.lr.ph.i ], [ %mine.1.i, %cleanup110.i ]
  %i94.072.i = phi i32 [ %1, %for.body98.lr.ph.i ], [ %add114.i, %cleanup110.i ]
  %idxprom99.i = zext i32 %i94.072.i to i64
  %arrayidx100.i = getelementptr inbounds i8, ptr %add.ptr11.i, i64 %idxprom99.i
  %15 = load i8, ptr %arrayidx100.i, align 1, !tbaa !66
  %tobool.not.i = icmp eq i8 %15, 0
  br i1 %tobool.not.i, label %land.lhs.true102.i, label %if.end109.i

land.lhs.true102.i:                               ; preds = %for.body98.i
  %add104.i = add i32 %i94.072.i, %mul103.i
  %idxprom105.i = zext i32 %add104.i to i64
  %arrayidx106.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom105.i
  %16 = load i32, ptr %arrayidx106.i, align 4, !tbaa !21
  %cmp107.not.i = icmp eq i32 %16, 0
  br i1 %cmp107.not.i, label %if.end109.i, label %cleanup110.i

if.end109.i:                                      ; preds = %land.lhs.true102.i, %for.body98.i
  br label %cleanup110.i

cleanup110.i:                                     ; preds = %if.end109.i, %land.lhs.true102.i
  %mine.1.i = phi i32 [ %mine.074.i, %if.end109.i ], [ %i94.072.i, %land.lhs.true102.i ]
  %cond472.i = phi i1 [ true, %if.end109.i ], [ false, %land.lhs.true102.i ]
  %add114.i = add i32 %i94.072.i, %2
  %cmp96.i = icmp ult i32 %add114.i, %n
  %or.cond103.i = select i1 %cond472.i, i1 %cmp96.i, i1 false
  br i1 %or.cond103.i, label %for.body98.i, label %cleanup115.i, !llvm.loop !68

cleanup115.i:                                     ; preds = %cleanup110.i, %for.cond95.preheader.i
  %mine.2.i = phi i32 [ -1, %for.cond95.preheader.i ], [ %mine.1.i, %cleanup110.i ]
  %17 = tail call i32 @llvm.nvvm.redux.sync.umin(i32 %mine.2.i, i32 -1)
  br i1 %cmp.i.i, label %if.then.i.i, label %if.end.i.i

if.then.i.i:                                      ; preds = %cleanup115.i
  store i32 %17, ptr %arrayidx.i.i, align 4, !tbaa !21
  br label %if.end.i.i

if.end.i.i:                                       ; preds = %if.then.i.i, %cleanup115.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp318.not.i.i, label %_ZL9block_minjPj.exit.i, label %for.body.i.i.preheader

for.body.i.i.preheader:                           ; preds = %if.end.i.i
  br i1 %13, label %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, label %for.body.i.i

for.body.i.i:                                     ; preds = %for.body.i.i.preheader, %for.body.i.i
  %w.020.i.i = phi i32 [ %inc.i.i.7, %for.body.i.i ], [ 0, %for.body.i.i.preheader ]
  %r.019.i.i = phi i32 [ %33, %for.body.i.i ], [ -1, %for.body.i.i.preheader ]
  %niter = phi i32 [ %niter.next.7, %for.body.i.i ], [ 0, %for.body.i.i.preheader ]
  %idxprom4.i.i = zext i32 %w.020.i.i to i64
  %arrayidx5.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i
  %18 = load i32, ptr %arrayidx5.i.i, align 4, !tbaa !21
  %19 = tail call i32 @llvm.umin.i32(i32 %18, i32 %r.019.i.i)
  %inc.i.i = or i32 %w.020.i.i, 1
  %idxprom4.i.i.1 = zext i32 %inc.i.i to i64
  %arrayidx5.i.i.1 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.1
  %20 = load i32, ptr %arrayidx5.i.i.1, align 4, !tbaa !21
  %21 = tail call i32 @llvm.umin.i32(i32 %20, i32 %19)
  %inc.i.i.1 = or i32 %w.020.i.i, 2
  %idxprom4.i.i.2 = zext i32 %inc.i.i.1 to i64
  %arrayidx5.i.i.2 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.2
  %22 = load i32, ptr %arrayidx5.i.i.2, align 4, !tbaa !21
  %23 = tail call i32 @llvm.umin.i32(i32 %22, i32 %21)
  %inc.i.i.2 = or i32 %w.020.i.i, 3
  %idxprom4.i.i.3 = zext i32 %inc.i.i.2 to i64
  %arrayidx5.i.i.3 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.3
  %24 = load i32, ptr %arrayidx5.i.i.3, align 4, !tbaa !21
  %25 = tail call i32 @llvm.umin.i32(i32 %24, i32 %23)
  %inc.i.i.3 = or i32 %w.020.i.i, 4
  %idxprom4.i.i.4 = zext i32 %inc.i.i.3 to i64
  %arrayidx5.i.i.4 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.4
  %26 = load i32, ptr %arrayidx5.i.i.4, align 4, !tbaa !21
  %27 = tail call i32 @llvm.umin.i32(i32 %26, i32 %25)
  %inc.i.i.4 = or i32 %w.020.i.i, 5
  %idxprom4.i.i.5 = zext i32 %inc.i.i.4 to i64
  %arrayidx5.i.i.5 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.5
  %28 = load i32, ptr %arrayidx5.i.i.5, align 4, !tbaa !21
  %29 = tail call i32 @llvm.umin.i32(i32 %28, i32 %27)
  %inc.i.i.5 = or i32 %w.020.i.i, 6
  %idxprom4.i.i.6 = zext i32 %inc.i.i.5 to i64
  %arrayidx5.i.i.6 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.6
  %30 = load i32, ptr %arrayidx5.i.i.6, align 4, !tbaa !21
  %31 = tail call i32 @llvm.umin.i32(i32 %30, i32 %29)
  %inc.i.i.6 = or i32 %w.020.i.i, 7
  %idxprom4.i.i.7 = zext i32 %inc.i.i.6 to i64
  %arrayidx5.i.i.7 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.7
  %32 = load i32, ptr %arrayidx5.i.i.7, align 4, !tbaa !21
  %33 = tail call i32 @llvm.umin.i32(i32 %32, i32 %31)
  %inc.i.i.7 = add nuw nsw i32 %w.020.i.i, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, label %for.body.i.i, !llvm.loop !53

_ZL9block_minjPj.exit.i.loopexit.unr-lcssa:       ; preds = %for.body.i.i, %for.body.i.i.preheader
  %.lcssa.ph = phi i32 [ undef, %for.body.i.i.preheader ], [ %33, %for.body.i.i ]
  %w.020.i.i.unr = phi i32 [ 0, %for.body.i.i.preheader ], [ %inc.i.i.7, %for.body.i.i ]
  %r.019.i.i.unr = phi i32 [ -1, %for.body.i.i.preheader ], [ %33, %for.body.i.i ]
  br i1 %lcmp.mod.not, label %_ZL9block_minjPj.exit.i, label %for.body.i.i.epil

for.body.i.i.epil:                                ; preds = %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, %for.body.i.i.epil
  %w.020.i.i.epil = phi i32 [ %inc.i.i.epil, %for.body.i.i.epil ], [ %w.020.i.i.unr, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ]
  %r.019.i.i.epil = phi i32 [ %35, %for.body.i.i.epil ], [ %r.019.i.i.unr, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.i.i.epil ], [ 0, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ]
  %idxprom4.i.i.epil = zext i32 %w.020.i.i.epil to i64
  %arrayidx5.i.i.epil = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.epil
  %34 = load i32, ptr %arrayidx5.i.i.epil, align 4, !tbaa !21
  %35 = tail call i32 @llvm.umin.i32(i32 %34, i32 %r.019.i.i.epil)
  %inc.i.i.epil = add nuw nsw i32 %w.020.i.i.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %_ZL9block_minjPj.exit.i, label %for.body.i.i.epil, !llvm.loop !69

_ZL9block_minjPj.exit.i:                          ; preds = %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, %for.body.i.i.epil, %if.end.i.i
  %r.0.lcssa.i.i = phi i32 [ -1, %if.end.i.i ], [ %.lcssa.ph, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ], [ %35, %for.body.i.i.epil ]
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp118.i = icmp eq i32 %r.0.lcssa.i.i, -1
  br i1 %cmp118.i, label %cleanup312.i, label %if.end120.i

if.end120.i:                                      ; preds = %_ZL9block_minjPj.exit.i
  br i1 %cmp121.i, label %if.then122.i, label %if.end214.i

if.then122.i:                                     ; preds = %if.end120.i
  %idxprom130.i = zext i32 %r.0.lcssa.i.i to i64
  %arrayidx131.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.i
  %36 = load i32, ptr %arrayidx131.i, align 4, !tbaa !21
  %add129.1.i = add i32 %r.0.lcssa.i.i, %n
  %idxprom130.1.i = zext i32 %add129.1.i to i64
  %arrayidx131.1.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.1.i
  %37 = load i32, ptr %arrayidx131.1.i, align 4, !tbaa !21
  %add129.2.i = add i32 %r.0.lcssa.i.i, %mul128.2.i
  %idxprom130.2.i = zext i32 %add129.2.i to i64
  %arrayidx131.2.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.2.i
  %38 = load i32, ptr %arrayidx131.2.i, align 4, !tbaa !21
  %add129.3.i = add i32 %r.0.lcssa.i.i, %mul128.3.i
  %idxprom130.3.i = zext i32 %add129.3.i to i64
  %arrayidx131.3.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.3.i
  %39 = load i32, ptr %arrayidx131.3.i, align 4, !tbaa !21
  %add129.4.i = add i32 %r.0.lcssa.i.i, %mul128.4.i
  %idxprom130.4.i = zext i32 %add129.4.i to i64
  %arrayidx131.4.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.4.i
  %40 = load i32, ptr %arrayidx131.4.i, align 4, !tbaa !21
  %add129.5.i = add i32 %r.0.lcssa.i.i, %mul128.5.i
  %idxprom130.5.i = zext i32 %add129.5.i to i64
  %arrayidx131.5.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.5.i
  %41 = load i32, ptr %arrayidx131.5.i, align 4, !tbaa !21
  %add129.6.i = add i32 %r.0.lcssa.i.i, %mul128.6.i
  %idxprom130.6.i = zext i32 %add129.6.i to i64
  %arrayidx131.6.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.6.i
  %42 = load i32, ptr %arrayidx131.6.i, align 4, !tbaa !21
  %add129.7.i = add i32 %r.0.lcssa.i.i, %mul128.7.i
  %idxprom130.7.i = zext i32 %add129.7.i to i64
  %arrayidx131.7.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.7.i
  %43 = load i32, ptr %arrayidx131.7.i, align 4, !tbaa !21
  %add129.8.i = add i32 %r.0.lcssa.i.i, %mul128.8.i
  %idxprom130.8.i = zext i32 %add129.8.i to i64
  %arrayidx131.8.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.8.i
  %44 = load i32, ptr %arrayidx131.8.i, align 4, !tbaa !21
  %add129.9.i = add i32 %r.0.lcssa.i.i, %mul128.9.i
  %idxprom130.9.i = zext i32 %add129.9.i to i64
  %arrayidx131.9.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.9.i
  %45 = load i32, ptr %arrayidx131.9.i, align 4, !tbaa !21
  %add129.10.i = add i32 %r.0.lcssa.i.i, %mul128.10.i
  %idxprom130.10.i = zext i32 %add129.10.i to i64
  %arrayidx131.10.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.10.i
  %46 = load i32, ptr %arrayidx131.10.i, align 4, !tbaa !21
  %add129.11.i = add i32 %r.0.lcssa.i.i, %mul128.11.i
  %idxprom130.11.i = zext i32 %add129.11.i to i64
  %arrayidx131.11.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.11.i
  %47 = load i32, ptr %arrayidx131.11.i, align 4, !tbaa !21
  %add129.12.i = add i32 %r.0.lcssa.i.i, %mul128.12.i
  %idxprom130.12.i = zext i32 %add129.12.i to i64
  %arrayidx131.12.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.12.i
  %48 = load i32, ptr %arrayidx131.12.i, align 4, !tbaa !21
  %add129.13.i = add i32 %r.0.lcssa.i.i, %mul128.13.i
  %idxprom130.13.i = zext i32 %add129.13.i to i64
  %arrayidx131.13.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.13.i
  %49 = load i32, ptr %arrayidx131.13.i, align 4, !tbaa !21
  %add129.14.i = add i32 %r.0.lcssa.i.i, %mul128.14.i
  %idxprom130.14.i = zext i32 %add129.14.i to i64
  %arrayidx131.14.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.14.i
  %50 = load i32, ptr %arrayidx131.14.i, align 4, !tbaa !21
  %add129.15.i = add i32 %r.0.lcssa.i.i, %mul128.15.i
  %idxprom130.15.i = zext i32 %add129.15.i to i64
  %arrayidx131.15.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.15.i
  %51 = load i32, ptr %arrayidx131.15.i, align 4, !tbaa !21
  %cmp143.i = icmp eq i32 %t.089.i, 0
  %spec.select140.i = select i1 %cmp143.i, i32 %36, i32 0
  %cmp143.1.i = icmp eq i32 %t.089.i, 1
  %cond149.1.i = select i1 %cmp143.1.i, i32 %37, i32 %spec.select140.i
  %cmp143.2.i = icmp eq i32 %t.089.i, 2
  %cond149.2.i = select i1 %cmp143.2.i, i32 %38, i32 %cond149.1.i
  %cmp143.3.i = icmp eq i32 %t.089.i, 3
  %cond149.3.i = select i1 %cmp143.3.i, i32 %39, i32 %cond149.2.i
  %cmp143.4.i = icmp eq i32 %t.089.i, 4
  %cond149.4.i = select i1 %cmp143.4.i, i32 %40, i32 %cond149.3.i
  %cmp143.5.i = icmp eq i32 %t.089.i, 5
  %cond149.5.i = select i1 %cmp143.5.i, i32 %41, i32 %cond149.4.i
  %cmp143.6.i = icmp eq i32 %t.089.i, 6
  %cond149.6.i = select i1 %cmp143.6.i, i32 %42, i32 %cond149.5.i
  %cmp143.7.i = icmp eq i32 %t.089.i, 7
  %cond149.7.i = select i1 %cmp143.7.i, i32 %43, i32 %cond149.6.i
  %cmp143.8.i = icmp eq i32 %t.089.i, 8
  %cond149.8.i = select i1 %cmp143.8.i, i32 %44, i32 %cond149.7.i
  %cmp143.9.i = icmp eq i32 %t.089.i, 9
  %cond149.9.i = select i1 %cmp143.9.i, i32 %45, i32 %cond149.8.i
  %cmp143.10.i = icmp eq i32 %t.089.i, 10
  %cond149.10.i = select i1 %cmp143.10.i, i32 %46, i32 %cond149.9.i
  %cmp143.11.i = icmp eq i32 %t.089.i, 11
  %cond149.11.i = select i1 %cmp143.11.i, i32 %47, i32 %cond149.10.i
  %cmp143.12.i = icmp eq i32 %t.089.i, 12
  %cond149.12.i = select i1 %cmp143.12.i, i32 %48, i32 %cond149.11.i
  %cmp143.13.i = icmp eq i32 %t.089.i, 13
  %cond149.13.i = select i1 %cmp143.13.i, i32 %49, i32 %cond149.12.i
  %cmp143.14.i = icmp eq i32 %t.089.i, 14
  %cond149.14.i = select i1 %cmp143.14.i, i32 %50, i32 %cond149.13.i
  %cmp143.15.i = icmp eq i32 %t.089.i, 15
  %cond149.15.i = select i1 %cmp143.15.i, i32 %51, i32 %cond149.14.i
  %cmp.not16.i.i = icmp eq i32 %cond149.15.i, 0
  br i1 %cmp.not16.i.i, label %_ZL11inverse_modjj.exit.i, label %while.body.i.i

while.body.i.i:                                   ; preds = %if.then122.i, %while.body.i.i
  %t.020.i.i = phi i64 [ %nt.019.i.i, %while.body.i.i ], [ 0, %if.then122.i ]
  %nt.019.i.i = phi i64 [ %sub.i.i, %while.body.i.i ], [ 1, %if.then122.i ]
  %r.018.i.i = phi i32 [ %nr.017.i.i, %while.body.i.i ], [ %q.sroa.0.0.copyload.i, %if.then122.i ]
  %nr.017.i.i = phi i32 [ %sub2.i.i, %while.body.i.i ], [ %cond149.15.i, %if.then122.i ]
  %div.i.i = udiv i32 %r.018.i.i, %nr.017.i.i
  %conv.i.i = zext i32 %div.i.i to i64
  %mul.i.i = mul nsw i64 %nt.019.i.i, %conv.i.i
  %sub.i.i = sub nsw i64 %t.020.i.i, %mul.i.i
  %mul1.i.i = mul nuw i32 %div.i.i, %nr.017.i.i
  %sub2.i.i = sub nuw i32 %r.018.i.i, %mul1.i.i
  %cmp.not.i.i = icmp eq i32 %sub2.i.i, 0
  br i1 %cmp.not.i.i, label %_ZL11inverse_modjj.exit.i, label %while.body.i.i, !llvm.loop !34

_ZL11inverse_modjj.exit.i:                        ; preds = %while.body.i.i, %if.then122.i
  %t.0.lcssa.i.i = phi i64 [ 0, %if.then122.i ], [ %nt.019.i.i, %while.body.i.i ]
  %cmp3.i.i = icmp slt i64 %t.0.lcssa.i.i, 0
  %add.i.i = select i1 %cmp3.i.i, i64 %conv4.i.i, i64 0
  %cond.i.i = add nsw i64 %add.i.i, %t.0.lcssa.i.i
  %conv.i10.i = and i64 %cond.i.i, 4294967295
  %mul.i11.i = mul nuw i64 %conv.i10.i, %conv1.i.i
  %conv.i.i.i = trunc i64 %mul.i11.i to i32
  %mul.i.i.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i.i
  %conv1.i.i.i = zext i32 %mul.i.i.i to i64
  %mul3.i.i.i = mul nuw i64 %conv1.i.i.i, %conv4.i.i
  %add.i.i.i = add i64 %mul3.i.i.i, %mul.i11.i
  %shr.i.i.i = lshr i64 %add.i.i.i, 32
  %cmp.not.i.i.i = icmp ult i64 %shr.i.i.i, %conv4.i.i
  %sub.i.i.i = select i1 %cmp.not.i.i.i, i64 0, i64 %conv4.i.i
  %cond.i.i.i = sub nsw i64 %shr.i.i.i, %sub.i.i.i
  %conv.i12.i = and i64 %cond.i.i.i, 4294967295
  %conv1.i13.i = zext i32 %36 to i64
  %mul.i14.i = mul nuw i64 %conv.i12.i, %conv1.i13.i
  %conv.i.i15.i = trunc i64 %mul.i14.i to i32
  %mul.i.i16.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i15.i
  %conv1.i.i17.i = zext i32 %mul.i.i16.i to i64
  %mul3.i.i19.i = mul nuw i64 %conv1.i.i17.i, %conv4.i.i
  %add.i.i20.i = add i64 %mul3.i.i19.i, %mul.i14.i
  %shr.i.i21.i = lshr i64 %add.i.i20.i, 32
  %cmp.not.i.i22.i = icmp ult i64 %shr.i.i21.i, %conv4.i.i
  %sub.i.i23.i = select i1 %cmp.not.i.i22.i, i64 0, i64 %conv4.i.i
  %cond.i.i24.i = sub nsw i64 %shr.i.i21.i, %sub.i.i23.i
  %conv8.i.i25.i = trunc i64 %cond.i.i24.i to i32
  %cond168.i = select i1 %cmp143.i, i32 %conv8.i.i25.i, i32 0
  store i32 %cond168.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.0, align 4, !tbaa !21
  %spec.select.i = select i1 %cmp143.i, i32 %conv8.i.i25.i, i32 %36
  store i32 %spec.select.i, ptr %arrayidx131.i, align 4, !tbaa !21
  %conv1.i13.1.i = zext i32 %37 to i64
  %mul.i14.1.i = mul nuw i64 %conv.i12.i, %conv1.i13.1.i
  %conv.i.i15.1.i = trunc i64 %mul.i14.1.i to i32
  %mul.i.i16.1.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i15.1.i
  %conv1.i.i17.1.i = zext i32 %mul.i.i16.1.i to i64
  %mul3.i.i19.1.i = mul nuw i64 %conv1.i.i17.1.i, %conv4.i.i
  %add.i.i20.1.i = add i64 %mul3.i.i19.1.i, %mul.i14.1.i
  %shr.i.i21.1.i = lshr i64 %add.i.i20.1.i, 32
  %cmp.not.i.i22.1.i = icmp ult i64 %shr.i.i21.1.i, %conv4.i.i
  %sub.i.i23.1.i = select i1 %cmp.not.i.i22.1.i, i64 0, i64 %conv4.i.i
  %cond.i.i24.1.i = sub nsw i64 %shr.i.i21.1.i, %sub.i.i23.1.i
  %conv8.i.i25.1.i = trunc i64 %cond.i.i24.1.i to i32
  %cmp164.not.1.i = icmp ugt i32 %t.089.i, 1
  %cond168.1.i = select i1 %cmp164.not.1.i, i32 0, i32 %conv8.i.i25.1.i
  store i32 %cond168.1.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.1, align 4, !tbaa !21
  %spec.select.1.i = select i1 %cmp164.not.1.i, i32 %37, i32 %conv8.i.i25.1.i
  store i32 %spec.select.1.i, ptr %arrayidx131.1.i, align 4, !tbaa !21
  %conv1.i13.2.i = zext i32 %38 to i64
  %mul.i14.2.i = mul nuw i64 %conv.i12.i, %conv1.i13.2.i
  %conv.i.i15.2.i = trunc i64 %mul.i14.2.i to i32
  %mul.i.i16.2.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i15.2.i
  %conv1.i.i17.2.i = zext i32 %mul.i.i16.2.i to i64
  %mul3.i.i19.2.i = mul nuw i64 %conv1.i.i17.2.i, %conv4.i.i
  %add.i.i20.2.i = add i64 %mul3.i.i19.2.i, %mul.i14.2.i
  %shr.i.i21.2.i = lshr i64 %add.i.i20.2.i, 32
  %cmp.not.i.i22.2.i = icmp ult i64 %shr.i.i21.2.i, %conv4.i.i
  %sub.i.i23.2.i = select i1 %cmp.not.i.i22.2.i, i64 0, i64 %conv4.i.i
  %cond.i.i24.2.i = sub nsw i64 %shr.i.i21.2.i, %sub.i.i23.2.i
  %conv8.i.i25.2.i = trunc i64 %cond.i.i24.2.i to i32
  %cmp164.not.2.i = icmp ugt i32 %t.089.i, 2
  %cond168.2.i = select i1 %cmp164.not.2.i, i32 0, i32 %conv8.i.i25.2.i
  store i32 %cond168.2.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.2, align 4, !tbaa !21
  %spec.select.2.i = select i1 %cmp164.not.2.i, i32 %38, i32 %conv8.i.i25.2.i
  store i32 %spec.select.2.i, ptr %arrayidx131.2.i, align 4, !tbaa !21
  %conv1.i13.3.i = zext i32 %39 to i64
  %mul.i14.3.i = mul nuw i64 %conv.i12.i, %conv1.i13.3.i
  %conv.i.i15.3.i = trunc i64 %mul.i14.3.i to i32
  %mul.i.i16.3.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i15.3.i
  %conv1.i.i17.3.i = zext i32 %mul.i.i16.3.i to i64
  %mul3.i.i19.3.i = mul nuw i64 %conv1.i.i17.3.i, %conv4.i.i
  %add.i.i20.3.i = add i64 %mul3.i.i19.3.i, %mul.i14.3.i
  %shr.i.i21.3.i = lshr i64 %add.i.i20.3.i, 32
  %cmp.not.i.i22.3.i = icmp ult i64 %shr.i.i21.3.i, %conv4.i.i
  %sub.i.i23.3.i = select i1 %cmp.not.i.i22.3.i, i64 0, i64 %conv4.i.i
  %cond.i.i24.3.i = sub nsw i64 %shr.i.i21.3.i, %sub.i.i23.3.i
  %conv8.i.i25.3.i = trunc i64 %cond.i.i24.3.i to i32
  %cmp164.not.3.i = icmp ugt i32 %t.089.i, 3
  %cond168.3.i = select i1 %cmp164.not.3.i, i32 0, i32 %conv8.i.i25.3.i
  store i32 %cond168.3.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.3, align 4, !tbaa !21
  %spec.select.3.i = select i1 %cmp164.not.3.i, i32 %39, i32 %conv8.i.i25.3.i
  store i32 %spec.select.3.i, ptr %arrayidx131.3.i, align 4, !tbaa !21
  %conv1.i13.4.i = zext i32 %40 to i64
  %mul.i14.4.i = mul nuw i64 %conv.i12.i, %conv1.i13.4.i
  %conv.i.i15.4.i = trunc i64 %mul.i14.4.i to i32
  %mul.i.i16.4.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i15.4.i
  %conv1.i.i17.4.i = zext i32 %mul.i.i16.4.i to i64
  %mul3.i.i19.4.i = mul nuw i64 %conv1.i.i17.4.i, %conv4.i.i
  %add.i.i20.4.i = add i64 %mul3.i.i19.4.i, %mul.i14.4.i
  %shr.i.i21.4.i = lshr i64 %add.i.i20.4.i, 32
  %cmp.not.i.i22.4.i = icmp ult i64 %shr.i.i21.4.i, %conv4.i.i
  %sub.i.i23.4.i = select i1 %cmp.not.i.i22.4.i, i64 0, i64 %conv4.i.i
  %cond.i.i24.4.i = sub nsw i64 %shr.i.i21.4.i, %sub.i.i23.4.i
  %conv8.i.i25.4.i = trunc i64 %cond.i.i24.4.i to i32
  %cmp164.not.4.i = icmp ugt i32 %t.089.i, 4
  %cond168.4.i = select i1 %cmp164.not.4.i, i32 0, i32 %conv8.i.i25.4.i
  store i32 %cond168.4.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.4, align 4, !tbaa !21
  %spec.select.4.i = select i1 %cmp164.not.4.i, i32 %40, i32 %conv8.i.i25.4.i
  store i32 %spec.select.4.i, ptr %arrayidx131.4.i, align 4, !tbaa !21
  %conv1.i13.5.i = zext i32 %41 to i64
  %mul.i14.5.i = mul nuw i64 %conv.i12.i, %conv1.i13.5.i
  %conv.i.i15.5.i = trunc i64 %mul.i14.5.i to i32
  %mul.i.i16.5.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i15.5.i
  %conv1.i.i17.5.i = zext i32 %mul.i.i16.5.i to i64
  %mul3.i.i19.5.i = mul nuw i64 %conv1.i.i17.5.i, %conv4.i.i
  %add.i.i20.5.i = add i64 %mul3.i.i19.5.i, %mul.i14.5.i
  %shr.i.i21.5.i = lshr i64 %add.i.i20.5.i, 32
  %cmp.not.i.i22.5.i = icmp ult i64 %shr.i.i21.5.i, %conv4.i.i
  %sub.i.i23.5.i = select i1 %cmp.not.i.i22.5.i, i64 0, i64 %conv4.i.i
  %cond.i.i24.5.i = sub nsw i64 %shr.i.i21.5.i, %sub.i.i23.5.i
  %conv8.i.i25.5.i = trunc i64 %cond.i.i24.5.i to i32
  %cmp164.not.5.i = icmp ugt i32 %t.089.i, 5
  %cond168.5.i = select i1 %cmp164.not.5.i, i32 0, i32 %conv8.i.i25.5.i
  store i32 %cond168.5.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.5, align 4, !tbaa !21
  %spec.select.5.i = select i1 %cmp164.not.5.i, i32 %41, i32 %conv8.i.i25.5.i
  store i32 %spec.select.5.i, ptr %arrayidx131.5.i, align 4, !tbaa !21
  %conv1.i13.6.i = zext i32 %42 to i64
  %mul.i14.6.i = mul nuw i64 %conv.i12.i, %conv1.i13.6.i
  %conv.i.i15.6.i = trunc i64 %mul.i14.6.i to i32
  %mul.i.i16.6.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i15.6.i
  %conv1.i.i17.6.i = zext i32 %mul.i.i16.6.i to i64
  %mul3.i.i19.6.i = mul nuw i64 %conv1.i.i17.6.i, %conv4.i.i
  %add.i.i20.6.i = add i64 %mul3.i.i19.6.i, %mul.i14.6.i
  %shr.i.i21.6.i = lshr i64 %add.i.i20.6.i, 32
  %cmp.not.i.i22.6.i = icmp ult i64 %shr.i.i21.6.i, %conv4.i.i
  %sub.i.i23.6.i = select i1 %cmp.not.i.i22.6.i, i64 0, i64 %conv4.i.i
  %cond.i.i24.6.i = sub nsw i64 %shr.i.i21.6.i, %sub.i.i23.6.i
  %conv8.i.i25.6.i = trunc i64 %cond.i.i24.6.i to i32
  %cmp164.not.6.i = icmp ugt i32 %t.089.i, 6
  %cond168.6.i = select i1 %cmp164.not.6.i, i32 0, i32 %conv8.i.i25.6.i
  store i32 %cond168.6.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.6, align 4, !tbaa !21
  %spec.select.6.i = select i1 %cmp164.not.6.i, i32 %42, i32 %conv8.i.i25.6.i
  store i32 %spec.select.6.i, ptr %arrayidx131.6.i, align 4, !tbaa !21
  %conv1.i13.7.i = zext i32 %43 to i64
  %mul.i14.7.i = mul nuw i64 %conv.i12.i, %conv1.i13.7.i
  %conv.i.i15.7.i = trunc i64 %mul.i14.7.i to i32
  %mul.i.i16.7.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i15.7.i
  %conv1.i.i17.7.i = zext i32 %mul.i.i16.7.i to i64
  %mul3.i.i19.7.i = mul nuw i64 %conv1.i.i17.7.i, %conv4.i.i
  %add.i.i20.7.i = add i64 %mul3.i.i19.7.i, %mul.i14.7.i
  %shr.i.i21.7.i = lshr i64 %add.i.i20.7.i, 32
  %cmp.not.i.i22.7.i = icmp ult i64 %shr.i.i21.7.i, %conv4.i.i
  %sub.i.i23.7.i = select i1 %cmp.not.i.i22.7.i, i64 0, i64 %conv4.i.i
  %cond.i.i24.7.i = sub nsw i64 %shr.i.i21.7.i, %sub.i.i23.7.i
  %conv8.i.i25.7.i = trunc i64 %cond.i.i24.7.i to i32
  %cmp164.not.7.i = icmp ugt i32 %t.089.i, 7
  %cond168.7.i = select i1 %cmp164.not.7.i, i32 0, i32 %conv8.i.i25.7.i
  store i32 %cond168.7.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.7, align 4, !tbaa !21
  %spec.select.7.i = select i1 %cmp164.not.7.i, i32 %43, i32 %conv8.i.i25.7.i
  store i32 %spec.select.7.i, ptr %arrayidx131.7.i, align 4, !tbaa !21
  %conv1.i13.8.i = zext i32 %44 to i64
  %mul.i14.8.i = mul nuw i64 %conv.i12.i, %conv1.i13.8.i
  %conv.i.i15.8.i = trunc i64 %mul.i14.8.i to i32
  %mul.i.i16.8.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i15.8.i
  %conv1.i.i17.8.i = zext i32 %mul.i.i16.8.i to i64
  %mul3.i.i19.8.i = mul nuw i64 %conv1.i.i17.8.i, %conv4.i.i
  %add.i.i20.8.i = add i64 %mul3.i.i19.8.i, %mul.i14.8.i
  %shr.i.i21.8.i = lshr i64 %add.i.i20.8.i, 32
  %cmp.not.i.i22.8.i = icmp ult i64 %shr.i.i21.8.i, %conv4.i.i
  %sub.i.i23.8.i = select i1 %cmp.not.i.i22.8.i, i64 0, i64 %conv4.i.i
  %cond.i.i24.8.i = sub nsw i64 %shr.i.i21.8.i, %sub.i.i23.8.i
  %conv8.i.i25.8.i = trunc i64 %cond.i.i24.8.i to i32
  %cmp164.not.8.i = icmp ugt i32 %t.089.i, 8
  %cond168.8.i = select i1 %cmp164.not.8.i, i32 0, i32 %conv8.i.i25.8.i
  store i32 %cond168.8.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.8, align 4, !tbaa !21
  %spec.select.8.i = select i1 %cmp164.not.8.i, i32 %44, i32 %conv8.i.i25.8.i
  store i32 %spec.select.8.i, ptr %arrayidx131.8.i, align 4, !tbaa !21
  %conv1.i13.9.i = zext i32 %45 to i64
  %mul.i14.9.i = mul nuw i64 %conv.i12.i, %conv1.i13.9.i
  %conv.i.i15.9.i = trunc i64 %mul.i14.9.i to i32
  %mul.i.i16.9.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i15.9.i
  %conv1.i.i17.9.i = zext i32 %mul.i.i16.9.i to i64
  %mul3.i.i19.9.i = mul nuw i64 %conv1.i.i17.9.i, %conv4.i.i
  %add.i.i20.9.i = add i64 %mul3.i.i19.9.i, %mul.i14.9.i
  %shr.i.i21.9.i = lshr i64 %add.i.i20.9.i, 32
  %cmp.not.i.i22.9.i = icmp ult i64 %shr.i.i21.9.i, %conv4.i.i
  %sub.i.i23.9.i = select i1 %cmp.not.i.i22.9.i, i64 0, i64 %conv4.i.i
  %cond.i.i24.9.i = sub nsw i64 %shr.i.i21.9.i, %sub.i.i23.9.i
  %conv8.i.i25.9.i = trunc i64 %cond.i.i24.9.i to i32
  %cmp164.not.9.i = icmp ugt i32 %t.089.i, 9
  %cond168.9.i = select i1 %cmp164.not.9.i, i32 0, i32 %conv8.i.i25.9.i
  store i32 %cond168.9.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.9, align 4, !tbaa !21
  %spec.select.9.i = select i1 %cmp164.not.9.i, i32 %45, i32 %conv8.i.i25.9.i
  store i32 %spec.select.9.i, ptr %arrayidx131.9.i, align 4, !tbaa !21
  %conv1.i13.10.i = zext i32 %46 to i64
  %mul.i14.10.i = mul nuw i64 %conv.i12.i, %conv1.i13.10.i
  %conv.i.i15.10.i = trunc i64 %mul.i14.10.i to i32
  %mul.i.i16.10.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i15.10.i
  %conv1.i.i17.10.i = zext i32 %mul.i.i16.10.i to i64
  %mul3.i.i19.10.i = mul nuw i64 %conv1.i.i17.10.i, %conv4.i.i
  %add.i.i20.10.i = add i64 %mul3.i.i19.10.i, %mul.i14.10.i
  %shr.i.i21.10.i = lshr i64 %add.i.i20.10.i, 32
  %cmp.not.i.i22.10.i = icmp ult i64 %shr.i.i21.10.i, %conv4.i.i
  %sub.i.i23.10.i = select i1 %cmp.not.i.i22.10.i, i64 0, i64 %conv4.i.i
  %cond.i.i24.10.i = sub nsw i64 %shr.i.i21.10.i, %sub.i.i23.10.i
  %conv8.i.i25.10.i = trunc i64 %cond.i.i24.10.i to i32
  %cmp164.not.10.i = icmp ugt i32 %t.089.i, 10
  %cond168.10.i = select i1 %cmp164.not.10.i, i32 0, i32 %conv8.i.i25.10.i
  store i32 %cond168.10.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.10, align 4, !tbaa !21
  %spec.select.10.i = select i1 %cmp164.not.10.i, i32 %46, i32 %conv8.i.i25.10.i
  store i32 %spec.select.10.i, ptr %arrayidx131.10.i, align 4, !tbaa !21
  %conv1.i13.11.i = zext i32 %47 to i64
  %mul.i14.11.i = mul nuw i64 %conv.i12.i, %conv1.i13.11.i
  %conv.i.i15.11.i = trunc i64 %mul.i14.11.i to i32
  %mul.i.i16.11.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i15.11.i
  %conv1.i.i17.11.i = zext i32 %mul.i.i16.11.i to i64
  %mul3.i.i19.11.i = mul nuw i64 %conv1.i.i17.11.i, %conv4.i.i
  %add.i.i20.11.i = add i64 %mul3.i.i19.11.i, %mul.i14.11.i
  %shr.i.i21.11.i = lshr i64 %add.i.i20.11.i, 32
  %cmp.not.i.i22.11.i = icmp ult i64 %shr.i.i21.11.i, %conv4.i.i
  %sub.i.i23.11.i = select i1 %cmp.not.i.i22.11.i, i64 0, i64 %conv4.i.i
  %cond.i.i24.11.i = sub nsw i64 %shr.i.i21.11.i, %sub.i.i23.11.i
  %conv8.i.i25.11.i = trunc i64 %cond.i.i24.11.i to i32
  %cmp164.not.11.i = icmp ugt i32 %t.089.i, 11
  %cond168.11.i = select i1 %cmp164.not.11.i, i32 0, i32 %conv8.i.i25.11.i
  store i32 %cond168.11.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.11, align 4, !tbaa !21
  %spec.select.11.i = select i1 %cmp164.not.11.i, i32 %47, i32 %conv8.i.i25.11.i
  store i32 %spec.select.11.i, ptr %arrayidx131.11.i, align 4, !tbaa !21
  %conv1.i13.12.i = zext i32 %48 to i64
  %mul.i14.12.i = mul nuw i64 %conv.i12.i, %conv1.i13.12.i
  %conv.i.i15.12.i = trunc i64 %mul.i14.12.i to i32
  %mul.i.i16.12.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i15.12.i
  %conv1.i.i17.12.i = zext i32 %mul.i.i16.12.i to i64
  %mul3.i.i19.12.i = mul nuw i64 %conv1.i.i17.12.i, %conv4.i.i
  %add.i.i20.12.i = add i64 %mul3.i.i19.12.i, %mul.i14.12.i
  %shr.i.i21.12.i = lshr i64 %add.i.i20.12.i, 32
  %cmp.not.i.i22.12.i = icmp ult i64 %shr.i.i21.12.i, %conv4.i.i
  %sub.i.i23.12.i = select i1 %cmp.not.i.i22.12.i, i64 0, i64 %conv4.i.i
  %cond.i.i24.12.i = sub nsw i64 %shr.i.i21.12.i, %sub.i.i23.12.i
  %conv8.i.i25.12.i = trunc i64 %cond.i.i24.12.i to i32
  %cmp164.not.12.i = icmp ugt i32 %t.089.i, 12
  %cond168.12.i = select i1 %cmp164.not.12.i, i32 0, i32 %conv8.i.i25.12.i
  store i32 %cond168.12.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.12, align 4, !tbaa !21
  %spec.select.12.i = select i1 %cmp164.not.12.i, i32 %48, i32 %conv8.i.i25.12.i
  store i32 %spec.select.12.i, ptr %arrayidx131.12.i, align 4, !tbaa !21
  %conv1.i13.13.i = zext i32 %49 to i64
  %mul.i14.13.i = mul nuw i64 %conv.i12.i, %conv1.i13.13.i
  %conv.i.i15.13.i = trunc i64 %mul.i14.13.i to i32
  %mul.i.i16.13.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i15.13.i
  %conv1.i.i17.13.i = zext i32 %mul.i.i16.13.i to i64
  %mul3.i.i19.13.i = mul nuw i64 %conv1.i.i17.13.i, %conv4.i.i
  %add.i.i20.13.i = add i64 %mul3.i.i19.13.i, %mul.i14.13.i
  %shr.i.i21.13.i = lshr i64 %add.i.i20.13.i, 32
  %cmp.not.i.i22.13.i = icmp ult i64 %shr.i.i21.13.i, %conv4.i.i
  %sub.i.i23.13.i = select i1 %cmp.not.i.i22.13.i, i64 0, i64 %conv4.i.i
  %cond.i.i24.13.i = sub nsw i64 %shr.i.i21.13.i, %sub.i.i23.13.i
  %conv8.i.i25.13.i = trunc i64 %cond.i.i24.13.i to i32
  %cmp164.not.13.i = icmp ugt i32 %t.089.i, 13
  %cond168.13.i = select i1 %cmp164.not.13.i, i32 0, i32 %conv8.i.i25.13.i
  store i32 %cond168.13.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.13, align 4, !tbaa !21
  %spec.select.13.i = select i1 %cmp164.not.13.i, i32 %49, i32 %conv8.i.i25.13.i
  store i32 %spec.select.13.i, ptr %arrayidx131.13.i, align 4, !tbaa !21
  %conv1.i13.14.i = zext i32 %50 to i64
  %mul.i14.14.i = mul nuw i64 %conv.i12.i, %conv1.i13.14.i
  %conv.i.i15.14.i = trunc i64 %mul.i14.14.i to i32
  %mul.i.i16.14.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i15.14.i
  %conv1.i.i17.14.i = zext i32 %mul.i.i16.14.i to i64
  %mul3.i.i19.14.i = mul nuw i64 %conv1.i.i17.14.i, %conv4.i.i
  %add.i.i20.14.i = add i64 %mul3.i.i19.14.i, %mul.i14.14.i
  %shr.i.i21.14.i = lshr i64 %add.i.i20.14.i, 32
  %cmp.not.i.i22.14.i = icmp ult i64 %shr.i.i21.14.i, %conv4.i.i
  %sub.i.i23.14.i = select i1 %cmp.not.i.i22.14.i, i64 0, i64 %conv4.i.i
  %cond.i.i24.14.i = sub nsw i64 %shr.i.i21.14.i, %sub.i.i23.14.i
  %conv8.i.i25.14.i = trunc i64 %cond.i.i24.14.i to i32
  %cmp164.not.14.i = icmp ugt i32 %t.089.i, 14
  %cond168.14.i = select i1 %cmp164.not.14.i, i32 0, i32 %conv8.i.i25.14.i
  store i32 %cond168.14.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.14, align 4, !tbaa !21
  %spec.select.14.i = select i1 %cmp164.not.14.i, i32 %50, i32 %conv8.i.i25.14.i
  store i32 %spec.select.14.i, ptr %arrayidx131.14.i, align 4, !tbaa !21
  %conv1.i13.15.i = zext i32 %51 to i64
  %mul.i14.15.i = mul nuw i64 %conv.i12.i, %conv1.i13.15.i
  %conv.i.i15.15.i = trunc i64 %mul.i14.15.i to i32
  %mul.i.i16.15.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i15.15.i
  %conv1.i.i17.15.i = zext i32 %mul.i.i16.15.i to i64
  %mul3.i.i19.15.i = mul nuw i64 %conv1.i.i17.15.i, %conv4.i.i
  %add.i.i20.15.i = add i64 %mul3.i.i19.15.i, %mul.i14.15.i
  %shr.i.i21.15.i = lshr i64 %add.i.i20.15.i, 32
  %cmp.not.i.i22.15.i = icmp ult i64 %shr.i.i21.15.i, %conv4.i.i
  %sub.i.i23.15.i = select i1 %cmp.not.i.i22.15.i, i64 0, i64 %conv4.i.i
  %cond.i.i24.15.i = sub nsw i64 %shr.i.i21.15.i, %sub.i.i23.15.i
  %conv8.i.i25.15.i = trunc i64 %cond.i.i24.15.i to i32
  %cmp164.not.15.i = icmp ugt i32 %t.089.i, 15
  %cond168.15.i = select i1 %cmp164.not.15.i, i32 0, i32 %conv8.i.i25.15.i
  store i32 %cond168.15.i, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.15, align 4, !tbaa !21
  %spec.select.15.i = select i1 %cmp164.not.15.i, i32 %51, i32 %conv8.i.i25.15.i
  store i32 %spec.select.15.i, ptr %arrayidx131.15.i, align 4, !tbaa !21
  %conv8.i.i.i = trunc i64 %cond.i.i.i to i32
  %idxprom186.i = zext i32 %count.090.i to i64
  %arrayidx187.i = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4pinv to ptr), i64 0, i64 %idxprom186.i
  store i32 %conv8.i.i.i, ptr %arrayidx187.i, align 4, !tbaa !21
  %arrayidx189.i = getelementptr inbounds i8, ptr %add.ptr11.i, i64 %idxprom130.i
  store i8 1, ptr %arrayidx189.i, align 1, !tbaa !66
  %arrayidx192.i = getelementptr inbounds i32, ptr %add.ptr4.i, i64 %idxprom130.i
  store i32 %add90.i, ptr %arrayidx192.i, align 4, !tbaa !21
  %add197.i = add nuw nsw i64 %idxprom186.i, %conv196.i
  %add199.i = add i64 %add197.i, %mul3.i
  %arrayidx200.i = getelementptr inbounds i32, ptr %pivrows, i64 %add199.i
  store i32 %r.0.lcssa.i.i, ptr %arrayidx200.i, align 4, !tbaa !21
  %add201.i = add i32 %t.089.i, %c0
  %add208.i = add i64 %add197.i, %mul204.i
  %arrayidx209.i = getelementptr inbounds i32, ptr %pivcols, i64 %add208.i
  store i32 %add201.i, ptr %arrayidx209.i, align 4, !tbaa !21
  %arrayidx211.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %idxprom186.i
  store i32 %r.0.lcssa.i.i, ptr %arrayidx211.i, align 4, !tbaa !21
  %arrayidx213.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 3, i64 %idxprom186.i
  store i32 %t.089.i, ptr %arrayidx213.i, align 4, !tbaa !21
  br label %if.end214.i

if.end214.i:                                      ; preds = %_ZL11inverse_modjj.exit.i, %if.end120.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %52 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.0, align 4, !tbaa !21
  %conv.i26.i = zext i32 %52 to i64
  %shl.i.i = shl nuw i64 %conv.i26.i, 32
  %53 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.i, i64 %q.sroa.1764.0.copyload.i)
  %mul.i28.i = mul i64 %53, %conv4.i.i
  %sub.i29.i = sub i64 %shl.i.i, %mul.i28.i
  %cmp.not.i30.i = icmp uge i64 %sub.i29.i, %conv4.i.i
  %add.i31.i = zext i1 %cmp.not.i30.i to i64
  %cond.i32.i = add i64 %53, %add.i31.i
  %conv4.i33.i = trunc i64 %cond.i32.i to i32
  %54 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.1, align 4, !tbaa !21
  %conv.i26.1.i = zext i32 %54 to i64
  %shl.i.1.i = shl nuw i64 %conv.i26.1.i, 32
  %55 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.1.i, i64 %q.sroa.1764.0.copyload.i)
  %mul.i28.1.i = mul i64 %55, %conv4.i.i
  %sub.i29.1.i = sub i64 %shl.i.1.i, %mul.i28.1.i
  %cmp.not.i30.1.i = icmp uge i64 %sub.i29.1.i, %conv4.i.i
  %add.i31.1.i = zext i1 %cmp.not.i30.1.i to i64
  %cond.i32.1.i = add i64 %55, %add.i31.1.i
  %conv4.i33.1.i = trunc i64 %cond.i32.1.i to i32
  %56 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.2, align 4, !tbaa !21
  %conv.i26.2.i = zext i32 %56 to i64
  %shl.i.2.i = shl nuw i64 %conv.i26.2.i, 32
  %57 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.2.i, i64 %q.sroa.1764.0.copyload.i)
  %mul.i28.2.i = mul i64 %57, %conv4.i.i
  %sub.i29.2.i = sub i64 %shl.i.2.i, %mul.i28.2.i
  %cmp.not.i30.2.i = icmp uge i64 %sub.i29.2.i, %conv4.i.i
  %add.i31.2.i = zext i1 %cmp.not.i30.2.i to i64
  %cond.i32.2.i = add i64 %57, %add.i31.2.i
  %conv4.i33.2.i = trunc i64 %cond.i32.2.i to i32
  %58 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.3, align 4, !tbaa !21
  %conv.i26.3.i = zext i32 %58 to i64
  %shl.i.3.i = shl nuw i64 %conv.i26.3.i, 32
  %59 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.3.i, i64 %q.sroa.1764.0.copyload.i)
  %mul.i28.3.i = mul i64 %59, %conv4.i.i
  %sub.i29.3.i = sub i64 %shl.i.3.i, %mul.i28.3.i
  %cmp.not.i30.3.i = icmp uge i64 %sub.i29.3.i, %conv4.i.i
  %add.i31.3.i = zext i1 %cmp.not.i30.3.i to i64
  %cond.i32.3.i = add i64 %59, %add.i31.3.i
  %conv4.i33.3.i = trunc i64 %cond.i32.3.i to i32
  %60 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.4, align 4, !tbaa !21
  %conv.i26.4.i = zext i32 %60 to i64
  %shl.i.4.i = shl nuw i64 %conv.i26.4.i, 32
  %61 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.4.i, i64 %q.sroa.1764.0.copyload.i)
  %mul.i28.4.i = mul i64 %61, %conv4.i.i
  %sub.i29.4.i = sub i64 %shl.i.4.i, %mul.i28.4.i
  %cmp.not.i30.4.i = icmp uge i64 %sub.i29.4.i, %conv4.i.i
  %add.i31.4.i = zext i1 %cmp.not.i30.4.i to i64
  %cond.i32.4.i = add i64 %61, %add.i31.4.i
  %conv4.i33.4.i = trunc i64 %cond.i32.4.i to i32
  %62 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.5, align 4, !tbaa !21
  %conv.i26.5.i = zext i32 %62 to i64
  %shl.i.5.i = shl nuw i64 %conv.i26.5.i, 32
  %63 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.5.i, i64 %q.sroa.1764.0.copyload.i)
  %mul.i28.5.i = mul i64 %63, %conv4.i.i
  %sub.i29.5.i = sub i64 %shl.i.5.i, %mul.i28.5.i
  %cmp.not.i30.5.i = icmp uge i64 %sub.i29.5.i, %conv4.i.i
  %add.i31.5.i = zext i1 %cmp.not.i30.5.i to i64
  %cond.i32.5.i = add i64 %63, %add.i31.5.i
  %conv4.i33.5.i = trunc i64 %cond.i32.5.i to i32
  %64 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.6, align 4, !tbaa !21
  %conv.i26.6.i = zext i32 %64 to i64
  %shl.i.6.i = shl nuw i64 %conv.i26.6.i, 32
  %65 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.6.i, i64 %q.sroa.1764.0.copyload.i)
  %mul.i28.6.i = mul i64 %65, %conv4.i.i
  %sub.i29.6.i = sub i64 %shl.i.6.i, %mul.i28.6.i
  %cmp.not.i30.6.i = icmp uge i64 %sub.i29.6.i, %conv4.i.i
  %add.i31.6.i = zext i1 %cmp.not.i30.6.i to i64
  %cond.i32.6.i = add i64 %65, %add.i31.6.i
  %conv4.i33.6.i = trunc i64 %cond.i32.6.i to i32
  %66 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.7, align 4, !tbaa !21
  %conv.i26.7.i = zext i32 %66 to i64
  %shl.i.7.i = shl nuw i64 %conv.i26.7.i, 32
  %67 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.7.i, i64 %q.sroa.1764.0.copyload.i)
  %mul.i28.7.i = mul i64 %67, %conv4.i.i
  %sub.i29.7.i = sub i64 %shl.i.7.i, %mul.i28.7.i
  %cmp.not.i30.7.i = icmp uge i64 %sub.i29.7.i, %conv4.i.i
  %add.i31.7.i = zext i1 %cmp.not.i30.7.i to i64
  %cond.i32.7.i = add i64 %67, %add.i31.7.i
  %conv4.i33.7.i = trunc i64 %cond.i32.7.i to i32
  %68 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.8, align 4, !tbaa !21
  %conv.i26.8.i = zext i32 %68 to i64
  %shl.i.8.i = shl nuw i64 %conv.i26.8.i, 32
  %69 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.8.i, i64 %q.sroa.1764.0.copyload.i)
  %mul.i28.8.i = mul i64 %69, %conv4.i.i
  %sub.i29.8.i = sub i64 %shl.i.8.i, %mul.i28.8.i
  %cmp.not.i30.8.i = icmp uge i64 %sub.i29.8.i, %conv4.i.i
  %add.i31.8.i = zext i1 %cmp.not.i30.8.i to i64
  %cond.i32.8.i = add i64 %69, %add.i31.8.i
  %conv4.i33.8.i = trunc i64 %cond.i32.8.i to i32
  %70 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.9, align 4, !tbaa !21
  %conv.i26.9.i = zext i32 %70 to i64
  %shl.i.9.i = shl nuw i64 %conv.i26.9.i, 32
  %71 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.9.i, i64 %q.sroa.1764.0.copyload.i)
  %mul.i28.9.i = mul i64 %71, %conv4.i.i
  %sub.i29.9.i = sub i64 %shl.i.9.i, %mul.i28.9.i
  %cmp.not.i30.9.i = icmp uge i64 %sub.i29.9.i, %conv4.i.i
  %add.i31.9.i = zext i1 %cmp.not.i30.9.i to i64
  %cond.i32.9.i = add i64 %71, %add.i31.9.i
  %conv4.i33.9.i = trunc i64 %cond.i32.9.i to i32
  %72 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.10, align 4, !tbaa !21
  %conv.i26.10.i = zext i32 %72 to i64
  %shl.i.10.i = shl nuw i64 %conv.i26.10.i, 32
  %73 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.10.i, i64 %q.sroa.1764.0.copyload.i)
  %mul.i28.10.i = mul i64 %73, %conv4.i.i
  %sub.i29.10.i = sub i64 %shl.i.10.i, %mul.i28.10.i
  %cmp.not.i30.10.i = icmp uge i64 %sub.i29.10.i, %conv4.i.i
  %add.i31.10.i = zext i1 %cmp.not.i30.10.i to i64
  %cond.i32.10.i = add i64 %73, %add.i31.10.i
  %conv4.i33.10.i = trunc i64 %cond.i32.10.i to i32
  %74 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.11, align 4, !tbaa !21
  %conv.i26.11.i = zext i32 %74 to i64
  %shl.i.11.i = shl nuw i64 %conv.i26.11.i, 32
  %75 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.11.i, i64 %q.sroa.1764.0.copyload.i)
  %mul.i28.11.i = mul i64 %75, %conv4.i.i
  %sub.i29.11.i = sub i64 %shl.i.11.i, %mul.i28.11.i
  %cmp.not.i30.11.i = icmp uge i64 %sub.i29.11.i, %conv4.i.i
  %add.i31.11.i = zext i1 %cmp.not.i30.11.i to i64
  %cond.i32.11.i = add i64 %75, %add.i31.11.i
  %conv4.i33.11.i = trunc i64 %cond.i32.11.i to i32
  %76 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.12, align 4, !tbaa !21
  %conv.i26.12.i = zext i32 %76 to i64
  %shl.i.12.i = shl nuw i64 %conv.i26.12.i, 32
  %77 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.12.i, i64 %q.sroa.1764.0.copyload.i)
  %mul.i28.12.i = mul i64 %77, %conv4.i.i
  %sub.i29.12.i = sub i64 %shl.i.12.i, %mul.i28.12.i
  %cmp.not.i30.12.i = icmp uge i64 %sub.i29.12.i, %conv4.i.i
  %add.i31.12.i = zext i1 %cmp.not.i30.12.i to i64
  %cond.i32.12.i = add i64 %77, %add.i31.12.i
  %conv4.i33.12.i = trunc i64 %cond.i32.12.i to i32
  %78 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.13, align 4, !tbaa !21
  %conv.i26.13.i = zext i32 %78 to i64
  %shl.i.13.i = shl nuw i64 %conv.i26.13.i, 32
  %79 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.13.i, i64 %q.sroa.1764.0.copyload.i)
  %mul.i28.13.i = mul i64 %79, %conv4.i.i
  %sub.i29.13.i = sub i64 %shl.i.13.i, %mul.i28.13.i
  %cmp.not.i30.13.i = icmp uge i64 %sub.i29.13.i, %conv4.i.i
  %add.i31.13.i = zext i1 %cmp.not.i30.13.i to i64
  %cond.i32.13.i = add i64 %79, %add.i31.13.i
  %conv4.i33.13.i = trunc i64 %cond.i32.13.i to i32
  %80 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.14, align 4, !tbaa !21
  %conv.i26.14.i = zext i32 %80 to i64
  %shl.i.14.i = shl nuw i64 %conv.i26.14.i, 32
  %81 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.14.i, i64 %q.sroa.1764.0.copyload.i)
  %mul.i28.14.i = mul i64 %81, %conv4.i.i
  %sub.i29.14.i = sub i64 %shl.i.14.i, %mul.i28.14.i
  %cmp.not.i30.14.i = icmp uge i64 %sub.i29.14.i, %conv4.i.i
  %add.i31.14.i = zext i1 %cmp.not.i30.14.i to i64
  %cond.i32.14.i = add i64 %81, %add.i31.14.i
  %conv4.i33.14.i = trunc i64 %cond.i32.14.i to i32
  %82 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.15, align 4, !tbaa !21
  %conv.i26.15.i = zext i32 %82 to i64
  %shl.i.15.i = shl nuw i64 %conv.i26.15.i, 32
  %83 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.15.i, i64 %q.sroa.1764.0.copyload.i)
  %mul.i28.15.i = mul i64 %83, %conv4.i.i
  %sub.i29.15.i = sub i64 %shl.i.15.i, %mul.i28.15.i
  %cmp.not.i30.15.i = icmp uge i64 %sub.i29.15.i, %conv4.i.i
  %add.i31.15.i = zext i1 %cmp.not.i30.15.i to i64
  %cond.i32.15.i = add i64 %83, %add.i31.15.i
  %conv4.i33.15.i = trunc i64 %cond.i32.15.i to i32
  br i1 %cmp7569.i, label %for.body237.preheader.i, label %for.cond.cleanup236.i

for.body237.preheader.i:                          ; preds = %if.end214.i
  %cmp262.i = icmp eq i32 %t.089.i, 0
  %cmp262.1.i = icmp eq i32 %t.089.i, 1
  %cmp262.2.i = icmp eq i32 %t.089.i, 2
  %cmp262.3.i = icmp eq i32 %t.089.i, 3
  %cmp262.4.i = icmp eq i32 %t.089.i, 4
  %cmp262.5.i = icmp eq i32 %t.089.i, 5
  %cmp262.6.i = icmp eq i32 %t.089.i, 6
  %cmp262.7.i = icmp eq i32 %t.089.i, 7
  %cmp262.8.i = icmp eq i32 %t.089.i, 8
  %cmp262.9.i = icmp eq i32 %t.089.i, 9
  %cmp262.10.i = icmp eq i32 %t.089.i, 10
  %cmp262.11.i = icmp eq i32 %t.089.i, 11
  %cmp262.12.i = icmp eq i32 %t.089.i, 12
  %cmp262.13.i = icmp eq i32 %t.089.i, 13
  %cmp262.14.i = icmp eq i32 %t.089.i, 14
  %cmp262.15.i = icmp eq i32 %t.089.i, 15
  br label %for.body237.i

for.cond.cleanup236.i:                            ; preds = %for.inc307.i, %if.end214.i
  %inc311.i = add i32 %count.090.i, 1
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cleanup312.i

for.body237.i:                                    ; preds = %for.inc307.i, %for.body237.preheader.i
  %i233.086.i = phi i32 [ %add308.i, %for.inc307.i ], [ %1, %for.body237.preheader.i ]
  %cmp238.i = icmp eq i32 %i233.086.i, %r.0.lcssa.i.i
  br i1 %cmp238.i, label %for.inc307.i, label %if.end240.i

if.end240.i:                                      ; preds = %for.body237.i
  %idxprom249.i = zext i32 %i233.086.i to i64
  %arrayidx250.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.i
  %84 = load i32, ptr %arrayidx250.i, align 4, !tbaa !21
  %add248.1.i = add i32 %i233.086.i, %n
  %idxprom249.1.i = zext i32 %add248.1.i to i64
  %arrayidx250.1.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.1.i
  %85 = load i32, ptr %arrayidx250.1.i, align 4, !tbaa !21
  %add248.2.i = add i32 %i233.086.i, %mul128.2.i
  %idxprom249.2.i = zext i32 %add248.2.i to i64
  %arrayidx250.2.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.2.i
  %86 = load i32, ptr %arrayidx250.2.i, align 4, !tbaa !21
  %add248.3.i = add i32 %i233.086.i, %mul128.3.i
  %idxprom249.3.i = zext i32 %add248.3.i to i64
  %arrayidx250.3.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.3.i
  %87 = load i32, ptr %arrayidx250.3.i, align 4, !tbaa !21
  %add248.4.i = add i32 %i233.086.i, %mul128.4.i
  %idxprom249.4.i = zext i32 %add248.4.i to i64
  %arrayidx250.4.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.4.i
  %88 = load i32, ptr %arrayidx250.4.i, align 4, !tbaa !21
  %add248.5.i = add i32 %i233.086.i, %mul128.5.i
  %idxprom249.5.i = zext i32 %add248.5.i to i64
  %arrayidx250.5.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.5.i
  %89 = load i32, ptr %arrayidx250.5.i, align 4, !tbaa !21
  %add248.6.i = add i32 %i233.086.i, %mul128.6.i
  %idxprom249.6.i = zext i32 %add248.6.i to i64
  %arrayidx250.6.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.6.i
  %90 = load i32, ptr %arrayidx250.6.i, align 4, !tbaa !21
  %add248.7.i = add i32 %i233.086.i, %mul128.7.i
  %idxprom249.7.i = zext i32 %add248.7.i to i64
  %arrayidx250.7.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.7.i
  %91 = load i32, ptr %arrayidx250.7.i, align 4, !tbaa !21
  %add248.8.i = add i32 %i233.086.i, %mul128.8.i
  %idxprom249.8.i = zext i32 %add248.8.i to i64
  %arrayidx250.8.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.8.i
  %92 = load i32, ptr %arrayidx250.8.i, align 4, !tbaa !21
  %add248.9.i = add i32 %i233.086.i, %mul128.9.i
  %idxprom249.9.i = zext i32 %add248.9.i to i64
  %arrayidx250.9.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.9.i
  %93 = load i32, ptr %arrayidx250.9.i, align 4, !tbaa !21
  %add248.10.i = add i32 %i233.086.i, %mul128.10.i
  %idxprom249.10.i = zext i32 %add248.10.i to i64
  %arrayidx250.10.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.10.i
  %94 = load i32, ptr %arrayidx250.10.i, align 4, !tbaa !21
  %add248.11.i = add i32 %i233.086.i, %mul128.11.i
  %idxprom249.11.i = zext i32 %add248.11.i to i64
  %arrayidx250.11.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.11.i
  %95 = load i32, ptr %arrayidx250.11.i, align 4, !tbaa !21
  %add248.12.i = add i32 %i233.086.i, %mul128.12.i
  %idxprom249.12.i = zext i32 %add248.12.i to i64
  %arrayidx250.12.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.12.i
  %96 = load i32, ptr %arrayidx250.12.i, align 4, !tbaa !21
  %add248.13.i = add i32 %i233.086.i, %mul128.13.i
  %idxprom249.13.i = zext i32 %add248.13.i to i64
  %arrayidx250.13.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.13.i
  %97 = load i32, ptr %arrayidx250.13.i, align 4, !tbaa !21
  %add248.14.i = add i32 %i233.086.i, %mul128.14.i
  %idxprom249.14.i = zext i32 %add248.14.i to i64
  %arrayidx250.14.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.14.i
  %98 = load i32, ptr %arrayidx250.14.i, align 4, !tbaa !21
  %add248.15.i = add i32 %i233.086.i, %mul128.15.i
  %idxprom249.15.i = zext i32 %add248.15.i to i64
  %arrayidx250.15.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.15.i
  %99 = load i32, ptr %arrayidx250.15.i, align 4, !tbaa !21
  %spec.select141.i = select i1 %cmp262.i, i32 %84, i32 0
  %cond268.1.i = select i1 %cmp262.1.i, i32 %85, i32 %spec.select141.i
  %cond268.2.i = select i1 %cmp262.2.i, i32 %86, i32 %cond268.1.i
  %cond268.3.i = select i1 %cmp262.3.i, i32 %87, i32 %cond268.2.i
  %cond268.4.i = select i1 %cmp262.4.i, i32 %88, i32 %cond268.3.i
  %cond268.5.i = select i1 %cmp262.5.i, i32 %89, i32 %cond268.4.i
  %cond268.6.i = select i1 %cmp262.6.i, i32 %90, i32 %cond268.5.i
  %cond268.7.i = select i1 %cmp262.7.i, i32 %91, i32 %cond268.6.i
  %cond268.8.i = select i1 %cmp262.8.i, i32 %92, i32 %cond268.7.i
  %cond268.9.i = select i1 %cmp262.9.i, i32 %93, i32 %cond268.8.i
  %cond268.10.i = select i1 %cmp262.10.i, i32 %94, i32 %cond268.9.i
  %cond268.11.i = select i1 %cmp262.11.i, i32 %95, i32 %cond268.10.i
  %cond268.12.i = select i1 %cmp262.12.i, i32 %96, i32 %cond268.11.i
  %cond268.13.i = select i1 %cmp262.13.i, i32 %97, i32 %cond268.12.i
  %cond268.14.i = select i1 %cmp262.14.i, i32 %98, i32 %cond268.13.i
  %cond268.15.i = select i1 %cmp262.15.i, i32 %99, i32 %cond268.14.i
  %cmp273.i = icmp eq i32 %cond268.15.i, 0
  br i1 %cmp273.i, label %for.inc307.i, label %for.body280.preheader.i

for.body280.preheader.i:                          ; preds = %if.end240.i
  %mul.i34.i = mul i32 %cond268.15.i, %52
  %100 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.15.i, i32 %conv4.i33.i)
  %mul1.i35.i = mul i32 %100, %q.sroa.0.0.copyload.i
  %sub.i36.i = sub i32 %mul.i34.i, %mul1.i35.i
  %cmp.not.i37.i = icmp ult i32 %sub.i36.i, %q.sroa.0.0.copyload.i
  %sub2.i38.i = select i1 %cmp.not.i37.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i39.i = sub i32 %sub.i36.i, %sub2.i38.i
  %cmp3.not.i.i = icmp ult i32 %84, %cond.i39.i
  %add.i40.i = select i1 %cmp3.not.i.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.i = sub i32 %84, %cond.i39.i
  %cond9.i.i = add i32 %x.pn.i.i, %add.i40.i
  %cond294.i = select i1 %cmp262.i, i32 0, i32 %cond9.i.i
  store i32 %cond294.i, ptr %arrayidx250.i, align 4, !tbaa !21
  %mul.i34.1.i = mul i32 %cond268.15.i, %54
  %101 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.15.i, i32 %conv4.i33.1.i)
  %mul1.i35.1.i = mul i32 %101, %q.sroa.0.0.copyload.i
  %sub.i36.1.i = sub i32 %mul.i34.1.i, %mul1.i35.1.i
  %cmp.not.i37.1.i = icmp ult i32 %sub.i36.1.i, %q.sroa.0.0.copyload.i
  %sub2.i38.1.i = select i1 %cmp.not.i37.1.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i39.1.i = sub i32 %sub.i36.1.i, %sub2.i38.1.i
  %cmp3.not.i.1.i = icmp ult i32 %85, %cond.i39.1.i
  %add.i40.1.i = select i1 %cmp3.not.i.1.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.1.i = sub i32 %85, %cond.i39.1.i
  %cond9.i.1.i = add i32 %x.pn.i.1.i, %add.i40.1.i
  %cond294.1.i = select i1 %cmp262.1.i, i32 0, i32 %cond9.i.1.i
  store i32 %cond294.1.i, ptr %arrayidx250.1.i, align 4, !tbaa !21
  %mul.i34.2.i = mul i32 %cond268.15.i, %56
  %102 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.15.i, i32 %conv4.i33.2.i)
  %mul1.i35.2.i = mul i32 %102, %q.sroa.0.0.copyload.i
  %sub.i36.2.i = sub i32 %mul.i34.2.i, %mul1.i35.2.i
  %cmp.not.i37.2.i = icmp ult i32 %sub.i36.2.i, %q.sroa.0.0.copyload.i
  %sub2.i38.2.i = select i1 %cmp.not.i37.2.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i39.2.i = sub i32 %sub.i36.2.i, %sub2.i38.2.i
  %cmp3.not.i.2.i = icmp ult i32 %86, %cond.i39.2.i
  %add.i40.2.i = select i1 %cmp3.not.i.2.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.2.i = sub i32 %86, %cond.i39.2.i
  %cond9.i.2.i = add i32 %x.pn.i.2.i, %add.i40.2.i
  %cond294.2.i = select i1 %cmp262.2.i, i32 0, i32 %cond9.i.2.i
  store i32 %cond294.2.i, ptr %arrayidx250.2.i, align 4, !tbaa !21
  %mul.i34.3.i = mul i32 %cond268.15.i, %58
  %103 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.15.i, i32 %conv4.i33.3.i)
  %mul1.i35.3.i = mul i32 %103, %q.sroa.0.0.copyload.i
  %sub.i36.3.i = sub i32 %mul.i34.3.i, %mul1.i35.3.i
  %cmp.not.i37.3.i = icmp ult i32 %sub.i36.3.i, %q.sroa.0.0.copyload.i
  %sub2.i38.3.i = select i1 %cmp.not.i37.3.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i39.3.i = sub i32 %sub.i36.3.i, %sub2.i38.3.i
  %cmp3.not.i.3.i = icmp ult i32 %87, %cond.i39.3.i
  %add.i40.3.i = select i1 %cmp3.not.i.3.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.3.i = sub i32 %87, %cond.i39.3.i
  %cond9.i.3.i = add i32 %x.pn.i.3.i, %add.i40.3.i
  %cond294.3.i = select i1 %cmp262.3.i, i32 0, i32 %cond9.i.3.i
  store i32 %cond294.3.i, ptr %arrayidx250.3.i, align 4, !tbaa !21
  %mul.i34.4.i = mul i32 %cond268.15.i, %60
  %104 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.15.i, i32 %conv4.i33.4.i)
  %mul1.i35.4.i = mul i32 %104, %q.sroa.0.0.copyload.i
  %sub.i36.4.i = sub i32 %mul.i34.4.i, %mul1.i35.4.i
  %cmp.not.i37.4.i = icmp ult i32 %sub.i36.4.i, %q.sroa.0.0.copyload.i
  %sub2.i38.4.i = select i1 %cmp.not.i37.4.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i39.4.i = sub i32 %sub.i36.4.i, %sub2.i38.4.i
  %cmp3.not.i.4.i = icmp ult i32 %88, %cond.i39.4.i
  %add.i40.4.i = select i1 %cmp3.not.i.4.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.4.i = sub i32 %88, %cond.i39.4.i
  %cond9.i.4.i = add i32 %x.pn.i.4.i, %add.i40.4.i
  %cond294.4.i = select i1 %cmp262.4.i, i32 0, i32 %cond9.i.4.i
  store i32 %cond294.4.i, ptr %arrayidx250.4.i, align 4, !tbaa !21
  %mul.i34.5.i = mul i32 %cond268.15.i, %62
  %105 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.15.i, i32 %conv4.i33.5.i)
  %mul1.i35.5.i = mul i32 %105, %q.sroa.0.0.copyload.i
  %sub.i36.5.i = sub i32 %mul.i34.5.i, %mul1.i35.5.i
  %cmp.not.i37.5.i = icmp ult i32 %sub.i36.5.i, %q.sroa.0.0.copyload.i
  %sub2.i38.5.i = select i1 %cmp.not.i37.5.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i39.5.i = sub i32 %sub.i36.5.i, %sub2.i38.5.i
  %cmp3.not.i.5.i = icmp ult i32 %89, %cond.i39.5.i
  %add.i40.5.i = select i1 %cmp3.not.i.5.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.5.i = sub i32 %89, %cond.i39.5.i
  %cond9.i.5.i = add i32 %x.pn.i.5.i, %add.i40.5.i
  %cond294.5.i = select i1 %cmp262.5.i, i32 0, i32 %cond9.i.5.i
  store i32 %cond294.5.i, ptr %arrayidx250.5.i, align 4, !tbaa !21
  %mul.i34.6.i = mul i32 %cond268.15.i, %64
  %106 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.15.i, i32 %conv4.i33.6.i)
  %mul1.i35.6.i = mul i32 %106, %q.sroa.0.0.copyload.i
  %sub.i36.6.i = sub i32 %mul.i34.6.i, %mul1.i35.6.i
  %cmp.not.i37.6.i = icmp ult i32 %sub.i36.6.i, %q.sroa.0.0.copyload.i
  %sub2.i38.6.i = select i1 %cmp.not.i37.6.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i39.6.i = sub i32 %sub.i36.6.i, %sub2.i38.6.i
  %cmp3.not.i.6.i = icmp ult i32 %90, %cond.i39.6.i
  %add.i40.6.i = select i1 %cmp3.not.i.6.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.6.i = sub i32 %90, %cond.i39.6.i
  %cond9.i.6.i = add i32 %x.pn.i.6.i, %add.i40.6.i
  %cond294.6.i = select i1 %cmp262.6.i, i32 0, i32 %cond9.i.6.i
  store i32 %cond294.6.i, ptr %arrayidx250.6.i, align 4, !tbaa !21
  %mul.i34.7.i = mul i32 %cond268.15.i, %66
  %107 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.15.i, i32 %conv4.i33.7.i)
  %mul1.i35.7.i = mul i32 %107, %q.sroa.0.0.copyload.i
  %sub.i36.7.i = sub i32 %mul.i34.7.i, %mul1.i35.7.i
  %cmp.not.i37.7.i = icmp ult i32 %sub.i36.7.i, %q.sroa.0.0.copyload.i
  %sub2.i38.7.i = select i1 %cmp.not.i37.7.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i39.7.i = sub i32 %sub.i36.7.i, %sub2.i38.7.i
  %cmp3.not.i.7.i = icmp ult i32 %91, %cond.i39.7.i
  %add.i40.7.i = select i1 %cmp3.not.i.7.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.7.i = sub i32 %91, %cond.i39.7.i
  %cond9.i.7.i = add i32 %x.pn.i.7.i, %add.i40.7.i
  %cond294.7.i = select i1 %cmp262.7.i, i32 0, i32 %cond9.i.7.i
  store i32 %cond294.7.i, ptr %arrayidx250.7.i, align 4, !tbaa !21
  %mul.i34.8.i = mul i32 %cond268.15.i, %68
  %108 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.15.i, i32 %conv4.i33.8.i)
  %mul1.i35.8.i = mul i32 %108, %q.sroa.0.0.copyload.i
  %sub.i36.8.i = sub i32 %mul.i34.8.i, %mul1.i35.8.i
  %cmp.not.i37.8.i = icmp ult i32 %sub.i36.8.i, %q.sroa.0.0.copyload.i
  %sub2.i38.8.i = select i1 %cmp.not.i37.8.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i39.8.i = sub i32 %sub.i36.8.i, %sub2.i38.8.i
  %cmp3.not.i.8.i = icmp ult i32 %92, %cond.i39.8.i
  %add.i40.8.i = select i1 %cmp3.not.i.8.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.8.i = sub i32 %92, %cond.i39.8.i
  %cond9.i.8.i = add i32 %x.pn.i.8.i, %add.i40.8.i
  %cond294.8.i = select i1 %cmp262.8.i, i32 0, i32 %cond9.i.8.i
  store i32 %cond294.8.i, ptr %arrayidx250.8.i, align 4, !tbaa !21
  %mul.i34.9.i = mul i32 %cond268.15.i, %70
  %109 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.15.i, i32 %conv4.i33.9.i)
  %mul1.i35.9.i = mul i32 %109, %q.sroa.0.0.copyload.i
  %sub.i36.9.i = sub i32 %mul.i34.9.i, %mul1.i35.9.i
  %cmp.not.i37.9.i = icmp ult i32 %sub.i36.9.i, %q.sroa.0.0.copyload.i
  %sub2.i38.9.i = select i1 %cmp.not.i37.9.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i39.9.i = sub i32 %sub.i36.9.i, %sub2.i38.9.i
  %cmp3.not.i.9.i = icmp ult i32 %93, %cond.i39.9.i
  %add.i40.9.i = select i1 %cmp3.not.i.9.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.9.i = sub i32 %93, %cond.i39.9.i
  %cond9.i.9.i = add i32 %x.pn.i.9.i, %add.i40.9.i
  %cond294.9.i = select i1 %cmp262.9.i, i32 0, i32 %cond9.i.9.i
  store i32 %cond294.9.i, ptr %arrayidx250.9.i, align 4, !tbaa !21
  %mul.i34.10.i = mul i32 %cond268.15.i, %72
  %110 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.15.i, i32 %conv4.i33.10.i)
  %mul1.i35.10.i = mul i32 %110, %q.sroa.0.0.copyload.i
  %sub.i36.10.i = sub i32 %mul.i34.10.i, %mul1.i35.10.i
  %cmp.not.i37.10.i = icmp ult i32 %sub.i36.10.i, %q.sroa.0.0.copyload.i
  %sub2.i38.10.i = select i1 %cmp.not.i37.10.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i39.10.i = sub i32 %sub.i36.10.i, %sub2.i38.10.i
  %cmp3.not.i.10.i = icmp ult i32 %94, %cond.i39.10.i
  %add.i40.10.i = select i1 %cmp3.not.i.10.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.10.i = sub i32 %94, %cond.i39.10.i
  %cond9.i.10.i = add i32 %x.pn.i.10.i, %add.i40.10.i
  %cond294.10.i = select i1 %cmp262.10.i, i32 0, i32 %cond9.i.10.i
  store i32 %cond294.10.i, ptr %arrayidx250.10.i, align 4, !tbaa !21
  %mul.i34.11.i = mul i32 %cond268.15.i, %74
  %111 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.15.i, i32 %conv4.i33.11.i)
  %mul1.i35.11.i = mul i32 %111, %q.sroa.0.0.copyload.i
  %sub.i36.11.i = sub i32 %mul.i34.11.i, %mul1.i35.11.i
  %cmp.not.i37.11.i = icmp ult i32 %sub.i36.11.i, %q.sroa.0.0.copyload.i
  %sub2.i38.11.i = select i1 %cmp.not.i37.11.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i39.11.i = sub i32 %sub.i36.11.i, %sub2.i38.11.i
  %cmp3.not.i.11.i = icmp ult i32 %95, %cond.i39.11.i
  %add.i40.11.i = select i1 %cmp3.not.i.11.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.11.i = sub i32 %95, %cond.i39.11.i
  %cond9.i.11.i = add i32 %x.pn.i.11.i, %add.i40.11.i
  %cond294.11.i = select i1 %cmp262.11.i, i32 0, i32 %cond9.i.11.i
  store i32 %cond294.11.i, ptr %arrayidx250.11.i, align 4, !tbaa !21
  %mul.i34.12.i = mul i32 %cond268.15.i, %76
  %112 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.15.i, i32 %conv4.i33.12.i)
  %mul1.i35.12.i = mul i32 %112, %q.sroa.0.0.copyload.i
  %sub.i36.12.i = sub i32 %mul.i34.12.i, %mul1.i35.12.i
  %cmp.not.i37.12.i = icmp ult i32 %sub.i36.12.i, %q.sroa.0.0.copyload.i
  %sub2.i38.12.i = select i1 %cmp.not.i37.12.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i39.12.i = sub i32 %sub.i36.12.i, %sub2.i38.12.i
  %cmp3.not.i.12.i = icmp ult i32 %96, %cond.i39.12.i
  %add.i40.12.i = select i1 %cmp3.not.i.12.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.12.i = sub i32 %96, %cond.i39.12.i
  %cond9.i.12.i = add i32 %x.pn.i.12.i, %add.i40.12.i
  %cond294.12.i = select i1 %cmp262.12.i, i32 0, i32 %cond9.i.12.i
  store i32 %cond294.12.i, ptr %arrayidx250.12.i, align 4, !tbaa !21
  %mul.i34.13.i = mul i32 %cond268.15.i, %78
  %113 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.15.i, i32 %conv4.i33.13.i)
  %mul1.i35.13.i = mul i32 %113, %q.sroa.0.0.copyload.i
  %sub.i36.13.i = sub i32 %mul.i34.13.i, %mul1.i35.13.i
  %cmp.not.i37.13.i = icmp ult i32 %sub.i36.13.i, %q.sroa.0.0.copyload.i
  %sub2.i38.13.i = select i1 %cmp.not.i37.13.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i39.13.i = sub i32 %sub.i36.13.i, %sub2.i38.13.i
  %cmp3.not.i.13.i = icmp ult i32 %97, %cond.i39.13.i
  %add.i40.13.i = select i1 %cmp3.not.i.13.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.13.i = sub i32 %97, %cond.i39.13.i
  %cond9.i.13.i = add i32 %x.pn.i.13.i, %add.i40.13.i
  %cond294.13.i = select i1 %cmp262.13.i, i32 0, i32 %cond9.i.13.i
  store i32 %cond294.13.i, ptr %arrayidx250.13.i, align 4, !tbaa !21
  %mul.i34.14.i = mul i32 %cond268.15.i, %80
  %114 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.15.i, i32 %conv4.i33.14.i)
  %mul1.i35.14.i = mul i32 %114, %q.sroa.0.0.copyload.i
  %sub.i36.14.i = sub i32 %mul.i34.14.i, %mul1.i35.14.i
  %cmp.not.i37.14.i = icmp ult i32 %sub.i36.14.i, %q.sroa.0.0.copyload.i
  %sub2.i38.14.i = select i1 %cmp.not.i37.14.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i39.14.i = sub i32 %sub.i36.14.i, %sub2.i38.14.i
  %cmp3.not.i.14.i = icmp ult i32 %98, %cond.i39.14.i
  %add.i40.14.i = select i1 %cmp3.not.i.14.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.14.i = sub i32 %98, %cond.i39.14.i
  %cond9.i.14.i = add i32 %x.pn.i.14.i, %add.i40.14.i
  %cond294.14.i = select i1 %cmp262.14.i, i32 0, i32 %cond9.i.14.i
  store i32 %cond294.14.i, ptr %arrayidx250.14.i, align 4, !tbaa !21
  %mul.i34.15.i = mul i32 %cond268.15.i, %82
  %115 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.15.i, i32 %conv4.i33.15.i)
  %mul1.i35.15.i = mul i32 %115, %q.sroa.0.0.copyload.i
  %sub.i36.15.i = sub i32 %mul.i34.15.i, %mul1.i35.15.i
  %cmp.not.i37.15.i = icmp ult i32 %sub.i36.15.i, %q.sroa.0.0.copyload.i
  %sub2.i38.15.i = select i1 %cmp.not.i37.15.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i39.15.i = sub i32 %sub.i36.15.i, %sub2.i38.15.i
  %cmp3.not.i.15.i = icmp ult i32 %99, %cond.i39.15.i
  %add.i40.15.i = select i1 %cmp3.not.i.15.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.15.i = sub i32 %99, %cond.i39.15.i
  %cond9.i.15.i = add i32 %x.pn.i.15.i, %add.i40.15.i
  %cond294.15.i = select i1 %cmp262.15.i, i32 0, i32 %cond9.i.15.i
  store i32 %cond294.15.i, ptr %arrayidx250.15.i, align 4, !tbaa !21
  br label %for.inc307.i

for.inc307.i:                                     ; preds = %for.body280.preheader.i, %if.end240.i, %for.body237.i
  %add308.i = add i32 %i233.086.i, %2
  %cmp235.i = icmp ult i32 %add308.i, %n
  br i1 %cmp235.i, label %for.body237.i, label %for.cond.cleanup236.i, !llvm.loop !70

cleanup312.i:                                     ; preds = %for.cond.cleanup236.i, %_ZL9block_minjPj.exit.i
  %count.1.i = phi i32 [ %inc311.i, %for.cond.cleanup236.i ], [ %count.090.i, %_ZL9block_minjPj.exit.i ]
  %inc317.i = add nuw i32 %t.089.i, 1
  %exitcond.not.i = icmp eq i32 %inc317.i, %bw
  br i1 %exitcond.not.i, label %for.cond.cleanup92.i, label %land.rhs.i, !llvm.loop !71

if.then321.i:                                     ; preds = %for.cond.cleanup92.i
  %sub.i = add i32 %1, -32
  %cmp32493.i = icmp ult i32 %sub.i, %mul10.i
  br i1 %cmp32493.i, label %for.body326.lr.ph.i, label %if.end350.i

for.body326.lr.ph.i:                              ; preds = %if.then321.i
  %conv339.i = zext i32 %c0 to i64
  %sub346.i = add i32 %2, -32
  br label %for.body326.i

for.body326.i:                                    ; preds = %if.end344.i, %for.body326.lr.ph.i
  %e322.094.i = phi i32 [ %sub.i, %for.body326.lr.ph.i ], [ %add347.i, %if.end344.i ]
  %rem330.i = and i32 %e322.094.i, 15
  %cmp331.i = icmp ult i32 %rem330.i, %bw
  br i1 %cmp331.i, label %if.then332.i, label %if.end344.i

if.then332.i:                                     ; preds = %for.body326.i
  %div3281.i = lshr i32 %e322.094.i, 4
  %mul333.i = mul i32 %rem330.i, %n
  %add334.i = add i32 %mul333.i, %div3281.i
  %idxprom335.i = zext i32 %add334.i to i64
  %arrayidx336.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom335.i
  %116 = load i32, ptr %arrayidx336.i, align 4, !tbaa !21
  %conv337.i = zext i32 %div3281.i to i64
  %mul338.i = mul i64 %conv337.i, %ld
  %conv341.i = zext i32 %rem330.i to i64
  %add340.i = add nuw nsw i64 %conv341.i, %conv339.i
  %add342.i = add i64 %add340.i, %mul338.i
  %arrayidx343.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add342.i
  store i32 %116, ptr %arrayidx343.i, align 4, !tbaa !21
  br label %if.end344.i

if.end344.i:                                      ; preds = %if.then332.i, %for.body326.i
  %add347.i = add i32 %sub346.i, %e322.094.i
  %cmp324.i = icmp ult i32 %add347.i, %mul10.i
  br i1 %cmp324.i, label %for.body326.i, label %if.end350.i, !llvm.loop !72

if.end350.i:                                      ; preds = %if.end344.i, %if.then321.i, %for.cond.cleanup92.i
  %cmp351.i = icmp ult i32 %1, 32
  br i1 %cmp351.i, label %for.cond353.preheader.i, label %_ZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejj.exit

for.cond353.preheader.i:                          ; preds = %if.end350.i
  %cmp35495.not.i = icmp eq i32 %count.0.lcssa.i, 0
  br i1 %cmp35495.not.i, label %for.cond.cleanup355.i, label %for.body356.lr.ph.i

for.body356.lr.ph.i:                              ; preds = %for.cond353.preheader.i
  %cmp358.i = icmp ult i32 %1, 16
  %sub377.i = add nsw i32 %1, -16
  %cmp360.i = icmp ult i32 %1, %count.0.lcssa.i
  %idxprom368.i = zext i32 %1 to i64
  %arrayidx369.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 3, i64 %idxprom368.i
  %xtraiter2 = and i32 %count.0.lcssa.i, 1
  %117 = icmp eq i32 %count.0.lcssa.i, 1
  br i1 %117, label %for.cond.cleanup355.i.loopexit.unr-lcssa, label %for.body356.lr.ph.i.new

for.body356.lr.ph.i.new:                          ; preds = %for.body356.lr.ph.i
  %unroll_iter5 = and i32 %count.0.lcssa.i, -2
  br label %for.body356.i

for.cond.cleanup355.i.loopexit.unr-lcssa:         ; preds = %cond.end380.i.1, %for.body356.lr.ph.i
  %r.096.i.unr = phi i32 [ 0, %for.body356.lr.ph.i ], [ %inc387.i.1, %cond.end380.i.1 ]
  %lcmp.mod4.not = icmp eq i32 %xtraiter2, 0
  br i1 %lcmp.mod4.not, label %for.cond.cleanup355.i, label %for.body356.i.epil

for.body356.i.epil:                               ; preds = %for.cond.cleanup355.i.loopexit.unr-lcssa
  br i1 %cmp358.i, label %cond.true359.i.epil, label %cond.false376.i.epil

cond.false376.i.epil:                             ; preds = %for.body356.i.epil
  %cmp378.i.epil = icmp eq i32 %sub377.i, %r.096.i.unr
  %cond379.i.epil = zext i1 %cmp378.i.epil to i32
  br label %cond.end380.i.epil

cond.true359.i.epil:                              ; preds = %for.body356.i.epil
  br i1 %cmp360.i, label %cond.true361.i.epil, label %cond.end380.i.epil

cond.true361.i.epil:                              ; preds = %cond.true359.i.epil
  %idxprom363.i.epil = zext i32 %r.096.i.unr to i64
  %arrayidx364.i.epil = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %idxprom363.i.epil
  %118 = load i32, ptr %arrayidx364.i.epil, align 4, !tbaa !21
  %conv365.i.epil = zext i32 %118 to i64
  %mul366.i.epil = shl nuw nsw i64 %conv365.i.epil, 4
  %119 = load i32, ptr %arrayidx369.i, align 4, !tbaa !21
  %conv370.i.epil = zext i32 %119 to i64
  %add371.i.epil = add nuw nsw i64 %mul366.i.epil, %conv370.i.epil
  %arrayidx372.i.epil = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add371.i.epil
  %120 = load i32, ptr %arrayidx372.i.epil, align 4, !tbaa !21
  br label %cond.end380.i.epil

cond.end380.i.epil:                               ; preds = %cond.true361.i.epil, %cond.true359.i.epil, %cond.false376.i.epil
  %cond381.i.epil = phi i32 [ %cond379.i.epil, %cond.false376.i.epil ], [ %120, %cond.true361.i.epil ], [ 0, %cond.true359.i.epil ]
  %idxprom382.i.epil = zext i32 %r.096.i.unr to i64
  %arrayidx385.i.epil = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom382.i.epil, i64 %idxprom368.i
  store i32 %cond381.i.epil, ptr %arrayidx385.i.epil, align 4, !tbaa !21
  br label %for.cond.cleanup355.i

for.cond.cleanup355.i:                            ; preds = %cond.end380.i.epil, %for.cond.cleanup355.i.loopexit.unr-lcssa, %for.cond353.preheader.i
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %cmp35495.not.i, label %for.cond.cleanup447.i, label %for.body393.lr.ph.i

for.body393.lr.ph.i:                              ; preds = %for.cond.cleanup355.i
  %idxprom398.i = zext i32 %1 to i64
  %conv2.i.i47.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %conv1.i.i56.i = zext i32 %q.sroa.15.0.copyload.i to i64
  br label %for.body393.i

for.body356.i:                                    ; preds = %cond.end380.i.1, %for.body356.lr.ph.i.new
  %r.096.i = phi i32 [ 0, %for.body356.lr.ph.i.new ], [ %inc387.i.1, %cond.end380.i.1 ]
  %niter6 = phi i32 [ 0, %for.body356.lr.ph.i.new ], [ %niter6.next.1, %cond.end380.i.1 ]
  br i1 %cmp358.i, label %cond.true359.i, label %cond.false376.i

cond.true359.i:                                   ; preds = %for.body356.i
  br i1 %cmp360.i, label %cond.true361.i, label %cond.end380.i

cond.true361.i:                                   ; preds = %cond.true359.i
  %idxprom363.i = zext i32 %r.096.i to i64
  %arrayidx364.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %idxprom363.i
  %121 = load i32, ptr %arrayidx364.i, align 4, !tbaa !21
  %conv365.i = zext i32 %121 to i64
  %mul366.i = shl nuw nsw i64 %conv365.i, 4
  %122 = load i32, ptr %arrayidx369.i, align 4, !tbaa !21
  %conv370.i = zext i32 %122 to i64
  %add371.i = add nuw nsw i64 %mul366.i, %conv370.i
  %arrayidx372.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add371.i
  %123 = load i32, ptr %arrayidx372.i, align 4, !tbaa !21
  br label %cond.end380.i

cond.false376.i:                                  ; preds = %for.body356.i
  %cmp378.i = icmp eq i32 %sub377.i, %r.096.i
  %cond379.i = zext i1 %cmp378.i to i32
  br label %cond.end380.i

cond.end380.i:                                    ; preds = %cond.false376.i, %cond.true361.i, %cond.true359.i
  %cond381.i = phi i32 [ %cond379.i, %cond.false376.i ], [ %123, %cond.true361.i ], [ 0, %cond.true359.i ]
  %idxprom382.i = zext i32 %r.096.i to i64
  %arrayidx385.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom382.i, i64 %idxprom368.i
  store i32 %cond381.i, ptr %arrayidx385.i, align 4, !tbaa !21
  %inc387.i = or i32 %r.096.i, 1
  br i1 %cmp358.i, label %cond.true359.i.1, label %cond.false376.i.1

cond.false376.i.1:                                ; preds = %cond.end380.i
  %cmp378.i.1 = icmp eq i32 %sub377.i, %inc387.i
  %cond379.i.1 = zext i1 %cmp378.i.1 to i32
  br label %cond.end380.i.1

cond.true359.i.1:                                 ; preds = %cond.end380.i
  br i1 %cmp360.i, label %cond.true361.i.1, label %cond.end380.i.1

cond.true361.i.1:                                 ; preds = %cond.true359.i.1
  %idxprom363.i.1 = zext i32 %inc387.i to i64
  %arrayidx364.i.1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %idxprom363.i.1
  %124 = load i32, ptr %arrayidx364.i.1, align 4, !tbaa !21
  %conv365.i.1 = zext i32 %124 to i64
  %mul366.i.1 = shl nuw nsw i64 %conv365.i.1, 4
  %125 = load i32, ptr %arrayidx369.i, align 4, !tbaa !21
  %conv370.i.1 = zext i32 %125 to i64
  %add371.i.1 = add nuw nsw i64 %mul366.i.1, %conv370.i.1
  %arrayidx372.i.1 = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add371.i.1
  %126 = load i32, ptr %arrayidx372.i.1, align 4, !tbaa !21
  br label %cond.end380.i.1

cond.end380.i.1:                                  ; preds = %cond.true361.i.1, %cond.true359.i.1, %cond.false376.i.1
  %cond381.i.1 = phi i32 [ %cond379.i.1, %cond.false376.i.1 ], [ %126, %cond.true361.i.1 ], [ 0, %cond.true359.i.1 ]
  %idxprom382.i.1 = zext i32 %inc387.i to i64
  %arrayidx385.i.1 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom382.i.1, i64 %idxprom368.i
  store i32 %cond381.i.1, ptr %arrayidx385.i.1, align 4, !tbaa !21
  %inc387.i.1 = add nuw i32 %r.096.i, 2
  %niter6.next.1 = add i32 %niter6, 2
  %niter6.ncmp.1 = icmp eq i32 %niter6.next.1, %unroll_iter5
  br i1 %niter6.ncmp.1, label %for.cond.cleanup355.i.loopexit.unr-lcssa, label %for.body356.i, !llvm.loop !73

for.body448.lr.ph.i:                              ; preds = %for.cond406.for.cond.cleanup408_crit_edge.i
  %cmp449.i = icmp ult i32 %1, 16
  %add453.i = add nuw nsw i32 %1, 16
  %idxprom454.i = zext i32 %add453.i to i64
  %127 = add i32 %count.0.lcssa.i, -1
  %xtraiter7 = and i32 %count.0.lcssa.i, 3
  %128 = icmp ult i32 %127, 3
  br i1 %128, label %for.cond.cleanup447.i.loopexit.unr-lcssa, label %for.body448.lr.ph.i.new

for.body448.lr.ph.i.new:                          ; preds = %for.body448.lr.ph.i
  %unroll_iter10 = and i32 %count.0.lcssa.i, -4
  br label %for.body448.i

for.body393.i:                                    ; preds = %for.cond406.for.cond.cleanup408_crit_edge.i, %for.body393.lr.ph.i
  %c.0100.i = phi i32 [ 0, %for.body393.lr.ph.i ], [ %inc441.i, %for.cond406.for.cond.cleanup408_crit_edge.i ]
  %idxprom394.i = zext i32 %c.0100.i to i64
  %arrayidx395.i = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4pinv to ptr), i64 0, i64 %idxprom394.i
  %129 = load i32, ptr %arrayidx395.i, align 4, !tbaa !21
  %arrayidx399.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom394.i, i64 %idxprom398.i
  %130 = load i32, ptr %arrayidx399.i, align 4, !tbaa !21
  %conv.i41.i = zext i32 %129 to i64
  %conv1.i42.i = zext i32 %130 to i64
  %mul.i43.i = mul nuw i64 %conv1.i42.i, %conv.i41.i
  %conv.i.i44.i = trunc i64 %mul.i43.i to i32
  %mul.i.i45.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i44.i
  %conv1.i.i46.i = zext i32 %mul.i.i45.i to i64
  %mul3.i.i48.i = mul nuw i64 %conv1.i.i46.i, %conv2.i.i47.i
  %add.i.i49.i = add i64 %mul3.i.i48.i, %mul.i43.i
  %shr.i.i50.i = lshr i64 %add.i.i49.i, 32
  %cmp.not.i.i51.i = icmp ult i64 %shr.i.i50.i, %conv2.i.i47.i
  %sub.i.i52.i = select i1 %cmp.not.i.i51.i, i64 0, i64 %conv2.i.i47.i
  %cond.i.i53.i = sub nsw i64 %shr.i.i50.i, %sub.i.i52.i
  %conv8.i.i54.i = trunc i64 %cond.i.i53.i to i32
  store i32 %conv8.i.i54.i, ptr %arrayidx399.i, align 4, !tbaa !21
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %for.body409.i

for.cond406.for.cond.cleanup408_crit_edge.i:      ; preds = %for.inc436.i
  %inc441.i = add nuw i32 %c.0100.i, 1
  %exitcond106.not.i = icmp eq i32 %inc441.i, %count.0.lcssa.i
  br i1 %exitcond106.not.i, label %for.body448.lr.ph.i, label %for.body393.i, !llvm.loop !74

for.body409.i:                                    ; preds = %for.inc436.i, %for.body393.i
  %r405.098.i = phi i32 [ 0, %for.body393.i ], [ %inc437.i, %for.inc436.i ]
  %cmp410.i = icmp eq i32 %r405.098.i, %c.0100.i
  br i1 %cmp410.i, label %for.inc436.i, label %if.end412.i

if.end412.i:                                      ; preds = %for.body409.i
  %idxprom414.i = zext i32 %r405.098.i to i64
  %arrayidx417.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom414.i, i64 %idxprom394.i
  %131 = load i32, ptr %arrayidx417.i, align 4, !tbaa !21
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp418.not.i = icmp eq i32 %131, 0
  br i1 %cmp418.not.i, label %if.end435.i, label %if.then419.i

if.then419.i:                                     ; preds = %if.end412.i
  %arrayidx423.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom414.i, i64 %idxprom398.i
  %132 = load i32, ptr %arrayidx423.i, align 4, !tbaa !21
  %133 = load i32, ptr %arrayidx399.i, align 4, !tbaa !21
  %conv.i.i55.i = zext i32 %131 to i64
  %mul.i.i57.i = mul nuw i64 %conv.i.i55.i, %conv1.i.i56.i
  %conv.i.i.i.i = trunc i64 %mul.i.i57.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv2.i.i47.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i.i57.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv2.i.i47.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv2.i.i47.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv.i4.i.i = and i64 %cond.i.i.i.i, 4294967295
  %conv1.i5.i.i = zext i32 %133 to i64
  %mul.i6.i.i = mul nuw i64 %conv.i4.i.i, %conv1.i5.i.i
  %conv.i.i7.i.i = trunc i64 %mul.i6.i.i to i32
  %mul.i.i8.i.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i7.i.i
  %conv1.i.i9.i.i = zext i32 %mul.i.i8.i.i to i64
  %mul3.i.i11.i.i = mul nuw i64 %conv1.i.i9.i.i, %conv2.i.i47.i
  %add.i.i12.i.i = add i64 %mul3.i.i11.i.i, %mul.i6.i.i
  %shr.i.i13.i.i = lshr i64 %add.i.i12.i.i, 32
  %cmp.not.i.i14.i.i = icmp ult i64 %shr.i.i13.i.i, %conv2.i.i47.i
  %sub.i.i15.i.i = select i1 %cmp.not.i.i14.i.i, i64 0, i64 %conv2.i.i47.i
  %cond.i.i16.i.i = sub nsw i64 %shr.i.i13.i.i, %sub.i.i15.i.i
  %conv8.i.i17.i.i = trunc i64 %cond.i.i16.i.i to i32
  %cmp.not.i58.i = icmp ult i32 %132, %conv8.i.i17.i.i
  %add.i59.i = select i1 %cmp.not.i58.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i = sub i32 %132, %conv8.i.i17.i.i
  %cond.i60.i = add i32 %a.pn.i.i, %add.i59.i
  store i32 %cond.i60.i, ptr %arrayidx423.i, align 4, !tbaa !21
  br label %if.end435.i

if.end435.i:                                      ; preds = %if.then419.i, %if.end412.i
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %for.inc436.i

for.inc436.i:                                     ; preds = %if.end435.i, %for.body409.i
  %inc437.i = add nuw i32 %r405.098.i, 1
  %exitcond105.not.i = icmp eq i32 %inc437.i, %count.0.lcssa.i
  br i1 %exitcond105.not.i, label %for.cond406.for.cond.cleanup408_crit_edge.i, label %for.body409.i, !llvm.loop !75

for.cond.cleanup447.i.loopexit.unr-lcssa:         ; preds = %for.inc461.i.3, %for.body448.lr.ph.i
  %r444.0102.i.unr = phi i32 [ 0, %for.body448.lr.ph.i ], [ %inc462.i.3, %for.inc461.i.3 ]
  %lcmp.mod9.not = icmp eq i32 %xtraiter7, 0
  br i1 %lcmp.mod9.not, label %for.cond.cleanup447.i, label %for.body448.i.epil

for.body448.i.epil:                               ; preds = %for.cond.cleanup447.i.loopexit.unr-lcssa, %for.inc461.i.epil
  %r444.0102.i.epil = phi i32 [ %inc462.i.epil, %for.inc461.i.epil ], [ %r444.0102.i.unr, %for.cond.cleanup447.i.loopexit.unr-lcssa ]
  %epil.iter8 = phi i32 [ %epil.iter8.next, %for.inc461.i.epil ], [ 0, %for.cond.cleanup447.i.loopexit.unr-lcssa ]
  br i1 %cmp449.i, label %if.then450.i.epil, label %for.inc461.i.epil

if.then450.i.epil:                                ; preds = %for.body448.i.epil
  %mul456.i.epil = shl i32 %r444.0102.i.epil, 4
  %add457.i.epil = add nuw i32 %mul456.i.epil, %1
  %idxprom458.i.epil = zext i32 %add457.i.epil to i64
  %arrayidx459.i.epil = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom458.i.epil
  %idxprom451.i.epil = zext i32 %r444.0102.i.epil to i64
  %arrayidx455.i.epil = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom451.i.epil, i64 %idxprom454.i
  %134 = load i32, ptr %arrayidx455.i.epil, align 4, !tbaa !21
  store i32 %134, ptr %arrayidx459.i.epil, align 4, !tbaa !21
  br label %for.inc461.i.epil

for.inc461.i.epil:                                ; preds = %if.then450.i.epil, %for.body448.i.epil
  %inc462.i.epil = add nuw i32 %r444.0102.i.epil, 1
  %epil.iter8.next = add i32 %epil.iter8, 1
  %epil.iter8.cmp.not = icmp eq i32 %epil.iter8.next, %xtraiter7
  br i1 %epil.iter8.cmp.not, label %for.cond.cleanup447.i, label %for.body448.i.epil, !llvm.loop !76

for.cond.cleanup447.i:                            ; preds = %for.cond.cleanup447.i.loopexit.unr-lcssa, %for.inc461.i.epil, %for.cond.cleanup355.i
  %cmp465.i = icmp eq i32 %1, 0
  br i1 %cmp465.i, label %if.then466.i, label %_ZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejj.exit

for.body448.i:                                    ; preds = %for.inc461.i.3, %for.body448.lr.ph.i.new
  %r444.0102.i = phi i32 [ 0, %for.body448.lr.ph.i.new ], [ %inc462.i.3, %for.inc461.i.3 ]
  %niter11 = phi i32 [ 0, %for.body448.lr.ph.i.new ], [ %niter11.next.3, %for.inc461.i.3 ]
  br i1 %cmp449.i, label %if.then450.i, label %for.inc461.i.3

if.then450.i:                                     ; preds = %for.body448.i
  %mul456.i = shl i32 %r444.0102.i, 4
  %add457.i = add nuw i32 %mul456.i, %1
  %idxprom458.i = zext i32 %add457.i to i64
  %arrayidx459.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom458.i
  %idxprom451.i = zext i32 %r444.0102.i to i64
  %arrayidx455.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom451.i, i64 %idxprom454.i
  %135 = load i32, ptr %arrayidx455.i, align 4, !tbaa !21
  store i32 %135, ptr %arrayidx459.i, align 4, !tbaa !21
  %inc462.i = or i32 %r444.0102.i, 1
  %mul456.i.1 = shl i32 %inc462.i, 4
  %add457.i.1 = add nuw i32 %mul456.i.1, %1
  %idxprom458.i.1 = zext i32 %add457.i.1 to i64
  %arrayidx459.i.1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom458.i.1
  %idxprom451.i.1 = zext i32 %inc462.i to i64
  %arrayidx455.i.1 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom451.i.1, i64 %idxprom454.i
  %136 = load i32, ptr %arrayidx455.i.1, align 4, !tbaa !21
  store i32 %136, ptr %arrayidx459.i.1, align 4, !tbaa !21
  %inc462.i.1 = or i32 %r444.0102.i, 2
  %mul456.i.2 = shl i32 %inc462.i.1, 4
  %add457.i.2 = add nuw i32 %mul456.i.2, %1
  %idxprom458.i.2 = zext i32 %add457.i.2 to i64
  %arrayidx459.i.2 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom458.i.2
  %idxprom451.i.2 = zext i32 %inc462.i.1 to i64
  %arrayidx455.i.2 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom451.i.2, i64 %idxprom454.i
  %137 = load i32, ptr %arrayidx455.i.2, align 4, !tbaa !21
  store i32 %137, ptr %arrayidx459.i.2, align 4, !tbaa !21
  %inc462.i.2 = or i32 %r444.0102.i, 3
  %mul456.i.3 = shl i32 %inc462.i.2, 4
  %add457.i.3 = add nuw i32 %mul456.i.3, %1
  %idxprom458.i.3 = zext i32 %add457.i.3 to i64
  %arrayidx459.i.3 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom458.i.3
  %idxprom451.i.3 = zext i32 %inc462.i.2 to i64
  %arrayidx455.i.3 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom451.i.3, i64 %idxprom454.i
  %138 = load i32, ptr %arrayidx455.i.3, align 4, !tbaa !21
  store i32 %138, ptr %arrayidx459.i.3, align 4, !tbaa !21
  br label %for.inc461.i.3

for.inc461.i.3:                                   ; preds = %for.body448.i, %if.then450.i
  %inc462.i.3 = add nuw i32 %r444.0102.i, 4
  %niter11.next.3 = add i32 %niter11, 4
  %niter11.ncmp.3 = icmp eq i32 %niter11.next.3, %unroll_iter10
  br i1 %niter11.ncmp.3, label %for.cond.cleanup447.i.loopexit.unr-lcssa, label %for.body448.i, !llvm.loop !77

if.then466.i:                                     ; preds = %for.cond.cleanup447.i
  %count467.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 1
  %add468.i = add i32 %count.0.lcssa.i, %3
  store i32 %count.0.lcssa.i, ptr %count467.i, align 4, !tbaa !64
  store i32 %add468.i, ptr %add.ptr13.i, align 4, !tbaa !49
  br label %_ZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejj.exit

_ZL12panel_factorILj16ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejj.exit: ; preds = %if.end350.i, %for.cond.cleanup447.i, %if.then466.i
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_panel_factor_shared12(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef %rowpiv, ptr nocapture noundef writeonly %pivrows, ptr nocapture noundef writeonly %pivcols, ptr nocapture noundef %cbuf, ptr nocapture noundef readnone %pbuf, ptr nocapture noundef %states, i32 noundef %c0, i32 noundef %bw) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom.i = zext i32 %0 to i64
  %arrayidx.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !20
  %q.sroa.11.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.11.0.copyload.i = load i32, ptr %q.sroa.11.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !27
  %q.sroa.15.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.15.0.copyload.i = load i32, ptr %q.sroa.15.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !29
  %q.sroa.1760.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 16
  %q.sroa.1760.0.copyload.i = load i64, ptr %q.sroa.1760.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !28
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %conv2.i = zext i32 %n to i64
  %mul3.i = mul nuw i64 %conv2.i, %idxprom.i
  %add.ptr4.i = getelementptr inbounds i32, ptr %rowpiv, i64 %mul3.i
  %mul8.i = shl i64 %mul3.i, 4
  %add.ptr9.i = getelementptr inbounds i32, ptr %cbuf, i64 %mul8.i
  %mul10.i = mul i32 %n, 12
  %idx.ext.i = zext i32 %mul10.i to i64
  %add.ptr11.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idx.ext.i
  %add.ptr13.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = load i32, ptr %add.ptr13.i, align 4, !tbaa !49
  %cmp63.i = icmp ult i32 %1, %mul10.i
  br i1 %cmp63.i, label %for.body.lr.ph.i, label %for.cond74.preheader.i

for.body.lr.ph.i:                                 ; preds = %entry
  %conv26.i = zext i32 %c0 to i64
  %mul69.i = shl i32 %2, 3
  %mul21.2.i = shl i32 %2, 1
  %mul21.3.i = mul i32 %2, 3
  %mul21.4.i = shl i32 %2, 2
  %mul21.5.i = mul i32 %2, 5
  %mul21.6.i = mul i32 %2, 6
  %mul21.7.i = mul i32 %2, 7
  br label %for.body.i

for.cond74.preheader.i:                           ; preds = %cleanup66.i, %entry
  %cmp7565.i = icmp ult i32 %1, %n
  br i1 %cmp7565.i, label %for.body77.i, label %for.cond.cleanup76.i

for.body.i:                                       ; preds = %cleanup66.i, %for.body.lr.ph.i
  %e0.064.i = phi i32 [ %1, %for.body.lr.ph.i ], [ %add70.i, %cleanup66.i ]
  %e0.064.i.frozen = freeze i32 %e0.064.i
  %div42.i = udiv i32 %e0.064.i.frozen, 12
  %4 = mul i32 %div42.i, 12
  %rem.i.decomposed = sub i32 %e0.064.i.frozen, %4
  %cmp23.i = icmp ult i32 %rem.i.decomposed, %bw
  br i1 %cmp23.i, label %cond.true.i, label %cond.end.i

cond.true.i:                                      ; preds = %for.body.i
  %div.i = udiv i32 %e0.064.i, 12
  %conv24.i = zext i32 %div.i to i64
  %mul25.i = mul i64 %conv24.i, %ld
  %conv28.i = zext i32 %rem.i.decomposed to i64
  %add27.i = add nuw nsw i64 %conv28.i, %conv26.i
  %add29.i = add i64 %add27.i, %mul25.i
  %arrayidx30.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add29.i
  %5 = load i32, ptr %arrayidx30.i, align 4, !tbaa !21
  br label %cond.end.i

cond.end.i:                                       ; preds = %cond.true.i, %for.body.i
  %cond.i = phi i32 [ %5, %cond.true.i ], [ 0, %for.body.i ]
  %add.1.i = add i32 %e0.064.i, %2
  %add.1.i.frozen = freeze i32 %add.1.i
  %div42.1.i = udiv i32 %add.1.i.frozen, 12
  %6 = mul i32 %div42.1.i, 12
  %rem.1.i.decomposed = sub i32 %add.1.i.frozen, %6
  %cmp22.1.i = icmp ult i32 %add.1.i, %mul10.i
  %cmp23.1.i = icmp ult i32 %rem.1.i.decomposed, %bw
  %or.cond.1.i = and i1 %cmp22.1.i, %cmp23.1.i
  br i1 %or.cond.1.i, label %cond.true.1.i, label %cond.end.1.i

cond.true.1.i:                                    ; preds = %cond.end.i
  %div.1.i = udiv i32 %add.1.i, 12
  %conv24.1.i = zext i32 %div.1.i to i64
  %mul25.1.i = mul i64 %conv24.1.i, %ld
  %conv28.1.i = zext i32 %rem.1.i.decomposed to i64
  %add27.1.i = add nuw nsw i64 %conv28.1.i, %conv26.i
  %add29.1.i = add i64 %add27.1.i, %mul25.1.i
  %arrayidx30.1.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add29.1.i
  %7 = load i32, ptr %arrayidx30.1.i, align 4, !tbaa !21
  br label %cond.end.1.i

cond.end.1.i:                                     ; preds = %cond.true.1.i, %cond.end.i
  %cond.1.i = phi i32 [ %7, %cond.true.1.i ], [ 0, %cond.end.i ]
  %add.2.i = add i32 %e0.064.i, %mul21.2.i
  %add.2.i.frozen = freeze i32 %add.2.i
  %div42.2.i = udiv i32 %add.2.i.frozen, 12
  %8 = mul i32 %div42.2.i, 12
  %rem.2.i.decomposed = sub i32 %add.2.i.frozen, %8
  %cmp22.2.i = icmp ult i32 %add.2.i, %mul10.i
  %cmp23.2.i = icmp ult i32 %rem.2.i.decomposed, %bw
  %or.cond.2.i = and i1 %cmp22.2.i, %cmp23.2.i
  br i1 %or.cond.2.i, label %cond.true.2.i, label %cond.end.2.i

cond.true.2.i:                                    ; preds = %cond.end.1.i
  %div.2.i = udiv i32 %add.2.i, 12
  %conv24.2.i = zext i32 %div.2.i to i64
  %mul25.2.i = mul i64 %conv24.2.i, %ld
  %conv28.2.i = zext i32 %rem.2.i.decomposed to i64
  %add27.2.i = add nuw nsw i64 %conv28.2.i, %conv26.i
  %add29.2.i = add i64 %add27.2.i, %mul25.2.i
  %arrayidx30.2.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add29.2.i
  %9 = load i32, ptr %arrayidx30.2.i, align 4, !tbaa !21
  br label %cond.end.2.i

cond.end.2.i:                                     ; preds = %cond.true.2.i, %cond.end.1.i
  %cond.2.i = phi i32 [ %9, %cond.true.2.i ], [ 0, %cond.end.1.i ]
  %add.3.i = add i32 %e0.064.i, %mul21.3.i
  %add.3.i.frozen = freeze i32 %add.3.i
  %div42.3.i = udiv i32 %add.3.i.frozen, 12
  %10 = mul i32 %div42.3.i, 12
  %rem.3.i.decomposed = sub i32 %add.3.i.frozen, %10
  %cmp22.3.i = icmp ult i32 %add.3.i, %mul10.i
  %cmp23.3.i = icmp ult i32 %rem.3.i.decomposed, %bw
  %or.cond.3.i = and i1 %cmp22.3.i, %cmp23.3.i
  br i1 %or.cond.3.i, label %cond.true.3.i, label %cond.end.3.i

cond.true.3.i:                                    ; preds = %cond.end.2.i
  %div.3.i = udiv i32 %add.3.i, 12
  %conv24.3.i = zext i32 %div.3.i to i64
  %mul25.3.i = mul i64 %conv24.3.i, %ld
  %conv28.3.i = zext i32 %rem.3.i.decomposed to i64
  %add27.3.i = add nuw nsw i64 %conv28.3.i, %conv26.i
  %add29.3.i = add i64 %add27.3.i, %mul25.3.i
  %arrayidx30.3.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add29.3.i
  %11 = load i32, ptr %arrayidx30.3.i, align 4, !tbaa !21
  br label %cond.end.3.i

cond.end.3.i:                                     ; preds = %cond.true.3.i, %cond.end.2.i
  %cond.3.i = phi i32 [ %11, %cond.true.3.i ], [ 0, %cond.end.2.i ]
  %add.4.i = add i32 %e0.064.i, %mul21.4.i
  %add.4.i.frozen = freeze i32 %add.4.i
  %div42.4.i = udiv i32 %add.4.i.frozen, 12
  %12 = mul i32 %div42.4.i, 12
  %rem.4.i.decomposed = sub i32 %add.4.i.frozen, %12
  %cmp22.4.i = icmp ult i32 %add.4.i, %mul10.i
  %cmp23.4.i = icmp ult i32 %rem.4.i.decomposed, %bw
  %or.cond.4.i = and i1 %cmp22.4.i, %cmp23.4.i
  br i1 %or.cond.4.i, label %cond.true.4.i, label %cond.end.4.i

cond.true.4.i:                                    ; preds = %cond.end.3.i
  %div.4.i = udiv i32 %add.4.i, 12
  %conv24.4.i = zext i32 %div.4.i to i64
  %mul25.4.i = mul i64 %conv24.4.i, %ld
  %conv28.4.i = zext i32 %rem.4.i.decomposed to i64
  %add27.4.i = add nuw nsw i64 %conv28.4.i, %conv26.i
  %add29.4.i = add i64 %add27.4.i, %mul25.4.i
  %arrayidx30.4.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add29.4.i
  %13 = load i32, ptr %arrayidx30.4.i, align 4, !tbaa !21
  br label %cond.end.4.i

cond.end.4.i:                                     ; preds = %cond.true.4.i, %cond.end.3.i
  %cond.4.i = phi i32 [ %13, %cond.true.4.i ], [ 0, %cond.end.3.i ]
  %add.5.i = add i32 %e0.064.i, %mul21.5.i
  %add.5.i.frozen = freeze i32 %add.5.i
  %div42.5.i = udiv i32 %add.5.i.frozen, 12
  %14 = mul i32 %div42.5.i, 12
  %rem.5.i.decomposed = sub i32 %add.5.i.frozen, %14
  %cmp22.5.i = icmp ult i32 %add.5.i, %mul10.i
  %cmp23.5.i = icmp ult i32 %rem.5.i.decomposed, %bw
  %or.cond.5.i = and i1 %cmp22.5.i, %cmp23.5.i
  br i1 %or.cond.5.i, label %cond.true.5.i, label %cond.end.5.i

cond.true.5.i:                                    ; preds = %cond.end.4.i
  %div.5.i = udiv i32 %add.5.i, 12
  %conv24.5.i = zext i32 %div.5.i to i64
  %mul25.5.i = mul i64 %conv24.5.i, %ld
  %conv28.5.i = zext i32 %rem.5.i.decomposed to i64
  %add27.5.i = add nuw nsw i64 %conv28.5.i, %conv26.i
  %add29.5.i = add i64 %add27.5.i, %mul25.5.i
  %arrayidx30.5.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add29.5.i
  %15 = load i32, ptr %arrayidx30.5.i, align 4, !tbaa !21
  br label %cond.end.5.i

cond.end.5.i:                                     ; preds = %cond.true.5.i, %cond.end.4.i
  %cond.5.i = phi i32 [ %15, %cond.true.5.i ], [ 0, %cond.end.4.i ]
  %add.6.i = add i32 %e0.064.i, %mul21.6.i
  %add.6.i.frozen = freeze i32 %add.6.i
  %div42.6.i = udiv i32 %add.6.i.frozen, 12
  %16 = mul i32 %div42.6.i, 12
  %rem.6.i.decomposed = sub i32 %add.6.i.frozen, %16
  %cmp22.6.i = icmp ult i32 %add.6.i, %mul10.i
  %cmp23.6.i = icmp ult i32 %rem.6.i.decomposed, %bw
  %or.cond.6.i = and i1 %cmp22.6.i, %cmp23.6.i
  br i1 %or.cond.6.i, label %cond.true.6.i, label %cond.end.6.i

cond.true.6.i:                                    ; preds = %cond.end.5.i
  %div.6.i = udiv i32 %add.6.i, 12
  %conv24.6.i = zext i32 %div.6.i to i64
  %mul25.6.i = mul i64 %conv24.6.i, %ld
  %conv28.6.i = zext i32 %rem.6.i.decomposed to i64
  %add27.6.i = add nuw nsw i64 %conv28.6.i, %conv26.i
  %add29.6.i = add i64 %add27.6.i, %mul25.6.i
  %arrayidx30.6.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add29.6.i
  %17 = load i32, ptr %arrayidx30.6.i, align 4, !tbaa !21
  br label %cond.end.6.i

cond.end.6.i:                                     ; preds = %cond.true.6.i, %cond.end.5.i
  %cond.6.i = phi i32 [ %17, %cond.true.6.i ], [ 0, %cond.end.5.i ]
  %add.7.i = add i32 %e0.064.i, %mul21.7.i
  %add.7.i.frozen = freeze i32 %add.7.i
  %div42.7.i = udiv i32 %add.7.i.frozen, 12
  %18 = mul i32 %div42.7.i, 12
  %rem.7.i.decomposed = sub i32 %add.7.i.frozen, %18
  %cmp22.7.i = icmp ult i32 %add.7.i, %mul10.i
  %cmp23.7.i = icmp ult i32 %rem.7.i.decomposed, %bw
  %or.cond.7.i = and i1 %cmp22.7.i, %cmp23.7.i
  br i1 %or.cond.7.i, label %cond.true.7.i, label %if.end.i

cond.true.7.i:                                    ; preds = %cond.end.6.i
  %div.7.i = udiv i32 %add.7.i, 12
  %conv24.7.i = zext i32 %div.7.i to i64
  %mul25.7.i = mul i64 %conv24.7.i, %ld
  %conv28.7.i = zext i32 %rem.7.i.decomposed to i64
  %add27.7.i = add nuw nsw i64 %conv28.7.i, %conv26.i
  %add29.7.i = add i64 %add27.7.i, %mul25.7.i
  %arrayidx30.7.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add29.7.i
  %19 = load i32, ptr %arrayidx30.7.i, align 4, !tbaa !21
  br label %if.end.i

if.end.i:                                         ; preds = %cond.true.7.i, %cond.end.6.i
  %cond.7.i = phi i32 [ %19, %cond.true.7.i ], [ 0, %cond.end.6.i ]
  %mul48.i = mul i32 %rem.i.decomposed, %n
  %add49.i = add i32 %mul48.i, %div42.i
  %idxprom50.i = zext i32 %add49.i to i64
  %arrayidx51.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom50.i
  store i32 %cond.i, ptr %arrayidx51.i, align 4, !tbaa !21
  br i1 %cmp23.i, label %if.then53.i, label %for.inc64.i

if.then53.i:                                      ; preds = %if.end.i
  %conv56.i = zext i32 %div42.i to i64
  %mul57.i = shl nuw nsw i64 %conv56.i, 4
  %conv58.i = zext i32 %rem.i.decomposed to i64
  %add59.i = or i64 %mul57.i, %conv58.i
  %arrayidx60.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add59.i
  store i32 %cond.i, ptr %arrayidx60.i, align 4, !tbaa !21
  br label %for.inc64.i

for.inc64.i:                                      ; preds = %if.then53.i, %if.end.i
  br i1 %cmp22.1.i, label %if.end.1.i, label %cleanup66.i

if.end.1.i:                                       ; preds = %for.inc64.i
  %mul48.1.i = mul i32 %rem.1.i.decomposed, %n
  %add49.1.i = add i32 %mul48.1.i, %div42.1.i
  %idxprom50.1.i = zext i32 %add49.1.i to i64
  %arrayidx51.1.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom50.1.i
  store i32 %cond.1.i, ptr %arrayidx51.1.i, align 4, !tbaa !21
  br i1 %cmp23.1.i, label %if.then53.1.i, label %for.inc64.1.i

if.then53.1.i:                                    ; preds = %if.end.1.i
  %conv56.1.i = zext i32 %div42.1.i to i64
  %mul57.1.i = shl nuw nsw i64 %conv56.1.i, 4
  %conv58.1.i = zext i32 %rem.1.i.decomposed to i64
  %add59.1.i = or i64 %mul57.1.i, %conv58.1.i
  %arrayidx60.1.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add59.1.i
  store i32 %cond.1.i, ptr %arrayidx60.1.i, align 4, !tbaa !21
  br label %for.inc64.1.i

for.inc64.1.i:                                    ; preds = %if.then53.1.i, %if.end.1.i
  br i1 %cmp22.2.i, label %if.end.2.i, label %cleanup66.i

if.end.2.i:                                       ; preds = %for.inc64.1.i
  %mul48.2.i = mul i32 %rem.2.i.decomposed, %n
  %add49.2.i = add i32 %mul48.2.i, %div42.2.i
  %idxprom50.2.i = zext i32 %add49.2.i to i64
  %arrayidx51.2.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom50.2.i
  store i32 %cond.2.i, ptr %arrayidx51.2.i, align 4, !tbaa !21
  br i1 %cmp23.2.i, label %if.then53.2.i, label %for.inc64.2.i

if.then53.2.i:                                    ; preds = %if.end.2.i
  %conv56.2.i = zext i32 %div42.2.i to i64
  %mul57.2.i = shl nuw nsw i64 %conv56.2.i, 4
  %conv58.2.i = zext i32 %rem.2.i.decomposed to i64
  %add59.2.i = or i64 %mul57.2.i, %conv58.2.i
  %arrayidx60.2.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add59.2.i
  store i32 %cond.2.i, ptr %arrayidx60.2.i, align 4, !tbaa !21
  br label %for.inc64.2.i

for.inc64.2.i:                                    ; preds = %if.then53.2.i, %if.end.2.i
  br i1 %cmp22.3.i, label %if.end.3.i, label %cleanup66.i

if.end.3.i:                                       ; preds = %for.inc64.2.i
  %mul48.3.i = mul i32 %rem.3.i.decomposed, %n
  %add49.3.i = add i32 %mul48.3.i, %div42.3.i
  %idxprom50.3.i = zext i32 %add49.3.i to i64
  %arrayidx51.3.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom50.3.i
  store i32 %cond.3.i, ptr %arrayidx51.3.i, align 4, !tbaa !21
  br i1 %cmp23.3.i, label %if.then53.3.i, label %for.inc64.3.i

if.then53.3.i:                                    ; preds = %if.end.3.i
  %conv56.3.i = zext i32 %div42.3.i to i64
  %mul57.3.i = shl nuw nsw i64 %conv56.3.i, 4
  %conv58.3.i = zext i32 %rem.3.i.decomposed to i64
  %add59.3.i = or i64 %mul57.3.i, %conv58.3.i
  %arrayidx60.3.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add59.3.i
  store i32 %cond.3.i, ptr %arrayidx60.3.i, align 4, !tbaa !21
  br label %for.inc64.3.i

for.inc64.3.i:                                    ; preds = %if.then53.3.i, %if.end.3.i
  br i1 %cmp22.4.i, label %if.end.4.i, label %cleanup66.i

if.end.4.i:                                       ; preds = %for.inc64.3.i
  %mul48.4.i = mul i32 %rem.4.i.decomposed, %n
  %add49.4.i = add i32 %mul48.4.i, %div42.4.i
  %idxprom50.4.i = zext i32 %add49.4.i to i64
  %arrayidx51.4.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom50.4.i
  store i32 %cond.4.i, ptr %arrayidx51.4.i, align 4, !tbaa !21
  br i1 %cmp23.4.i, label %if.then53.4.i, label %for.inc64.4.i

if.then53.4.i:                                    ; preds = %if.end.4.i
  %conv56.4.i = zext i32 %div42.4.i to i64
  %mul57.4.i = shl nuw nsw i64 %conv56.4.i, 4
  %conv58.4.i = zext i32 %rem.4.i.decomposed to i64
  %add59.4.i = or i64 %mul57.4.i, %conv58.4.i
  %arrayidx60.4.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add59.4.i
  store i32 %cond.4.i, ptr %arrayidx60.4.i, align 4, !tbaa !21
  br label %for.inc64.4.i

for.inc64.4.i:                                    ; preds = %if.then53.4.i, %if.end.4.i
  br i1 %cmp22.5.i, label %if.end.5.i, label %cleanup66.i

if.end.5.i:                                       ; preds = %for.inc64.4.i
  %mul48.5.i = mul i32 %rem.5.i.decomposed, %n
  %add49.5.i = add i32 %mul48.5.i, %div42.5.i
  %idxprom50.5.i = zext i32 %add49.5.i to i64
  %arrayidx51.5.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom50.5.i
  store i32 %cond.5.i, ptr %arrayidx51.5.i, align 4, !tbaa !21
  br i1 %cmp23.5.i, label %if.then53.5.i, label %for.inc64.5.i

if.then53.5.i:                                    ; preds = %if.end.5.i
  %conv56.5.i = zext i32 %div42.5.i to i64
  %mul57.5.i = shl nuw nsw i64 %conv56.5.i, 4
  %conv58.5.i = zext i32 %rem.5.i.decomposed to i64
  %add59.5.i = or i64 %mul57.5.i, %conv58.5.i
  %arrayidx60.5.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add59.5.i
  store i32 %cond.5.i, ptr %arrayidx60.5.i, align 4, !tbaa !21
  br label %for.inc64.5.i

for.inc64.5.i:                                    ; preds = %if.then53.5.i, %if.end.5.i
  br i1 %cmp22.6.i, label %if.end.6.i, label %cleanup66.i

if.end.6.i:                                       ; preds = %for.inc64.5.i
  %mul48.6.i = mul i32 %rem.6.i.decomposed, %n
  %add49.6.i = add i32 %mul48.6.i, %div42.6.i
  %idxprom50.6.i = zext i32 %add49.6.i to i64
  %arrayidx51.6.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom50.6.i
  store i32 %cond.6.i, ptr %arrayidx51.6.i, align 4, !tbaa !21
  br i1 %cmp23.6.i, label %if.then53.6.i, label %for.inc64.6.i

if.then53.6.i:                                    ; preds = %if.end.6.i
  %conv56.6.i = zext i32 %div42.6.i to i64
  %mul57.6.i = shl nuw nsw i64 %conv56.6.i, 4
  %conv58.6.i = zext i32 %rem.6.i.decomposed to i64
  %add59.6.i = or i64 %mul57.6.i, %conv58.6.i
  %arrayidx60.6.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add59.6.i
  store i32 %cond.6.i, ptr %arrayidx60.6.i, align 4, !tbaa !21
  br label %for.inc64.6.i

for.inc64.6.i:                                    ; preds = %if.then53.6.i, %if.end.6.i
  br i1 %cmp22.7.i, label %if.end.7.i, label %cleanup66.i

if.end.7.i:                                       ; preds = %for.inc64.6.i
  %mul48.7.i = mul i32 %rem.7.i.decomposed, %n
  %add49.7.i = add i32 %mul48.7.i, %div42.7.i
  %idxprom50.7.i = zext i32 %add49.7.i to i64
  %arrayidx51.7.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom50.7.i
  store i32 %cond.7.i, ptr %arrayidx51.7.i, align 4, !tbaa !21
  br i1 %cmp23.7.i, label %if.then53.7.i, label %cleanup66.i

if.then53.7.i:                                    ; preds = %if.end.7.i
  %conv56.7.i = zext i32 %div42.7.i to i64
  %mul57.7.i = shl nuw nsw i64 %conv56.7.i, 4
  %conv58.7.i = zext i32 %rem.7.i.decomposed to i64
  %add59.7.i = or i64 %mul57.7.i, %conv58.7.i
  %arrayidx60.7.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add59.7.i
  store i32 %cond.7.i, ptr %arrayidx60.7.i, align 4, !tbaa !21
  br label %cleanup66.i

cleanup66.i:                                      ; preds = %if.then53.7.i, %if.end.7.i, %for.inc64.6.i, %for.inc64.5.i, %for.inc64.4.i, %for.inc64.3.i, %for.inc64.2.i, %for.inc64.1.i, %for.inc64.i
  %add70.i = add i32 %e0.064.i, %mul69.i
  %cmp.i = icmp ult i32 %add70.i, %mul10.i
  br i1 %cmp.i, label %for.body.i, label %for.cond74.preheader.i, !llvm.loop !78

for.cond.cleanup76.i:                             ; preds = %for.body77.i, %for.cond74.preheader.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8984.not.i = icmp eq i32 %bw, 0
  br i1 %cmp8984.not.i, label %for.cond.cleanup92.i, label %land.rhs.lr.ph.i

land.rhs.lr.ph.i:                                 ; preds = %for.cond.cleanup76.i
  %shr.i.i = lshr i32 %2, 5
  %and.i.i = and i32 %1, 31
  %cmp.i.i = icmp eq i32 %and.i.i, 0
  %shr2.i.i = lshr i32 %1, 5
  %idxprom.i.i = zext i32 %shr2.i.i to i64
  %arrayidx.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom.i.i
  %cmp318.not.i.i = icmp ult i32 %2, 32
  %umax.i.i = tail call i32 @llvm.umax.i32(i32 %shr.i.i, i32 1)
  %cmp121.i = icmp eq i32 %1, 0
  %conv4.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %conv1.i.i = zext i32 %q.sroa.15.0.copyload.i to i64
  %conv196.i = zext i32 %3 to i64
  %conv203.i = zext i32 %m to i64
  %mul204.i = mul nuw i64 %conv203.i, %idxprom.i
  %mul128.2.i = shl i32 %n, 1
  %mul128.3.i = mul i32 %n, 3
  %mul128.4.i = shl i32 %n, 2
  %mul128.5.i = mul i32 %n, 5
  %mul128.6.i = mul i32 %n, 6
  %mul128.7.i = mul i32 %n, 7
  %mul128.8.i = shl i32 %n, 3
  %mul128.9.i = mul i32 %n, 9
  %mul128.10.i = mul i32 %n, 10
  %mul128.11.i = mul i32 %n, 11
  %20 = add nsw i32 %umax.i.i, -1
  %xtraiter = and i32 %umax.i.i, 7
  %21 = icmp ult i32 %20, 7
  %unroll_iter = and i32 %umax.i.i, 134217720
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br label %land.rhs.i

for.body77.i:                                     ; preds = %for.cond74.preheader.i, %for.body77.i
  %i73.066.i = phi i32 [ %add85.i, %for.body77.i ], [ %1, %for.cond74.preheader.i ]
  %idxprom78.i = zext i32 %i73.066.i to i64
  %arrayidx79.i = getelementptr inbounds i32, ptr %add.ptr4.i, i64 %idxprom78.i
  %22 = load i32, ptr %arrayidx79.i, align 4, !tbaa !21
  %cmp80.i = icmp ne i32 %22, -1
  %conv81.i = zext i1 %cmp80.i to i8
  %arrayidx83.i = getelementptr inbounds i8, ptr %add.ptr11.i, i64 %idxprom78.i
  store i8 %conv81.i, ptr %arrayidx83.i, align 1, !tbaa !66
  %add85.i = add i32 %i73.066.i, %2
  %cmp75.i = icmp ult i32 %add85.i, %n
  br i1 %cmp75.i, label %for.body77.i, label %for.cond.cleanup76.i, !llvm.loop !79

land.rhs.i:                                       ; preds = %cleanup312.i, %land.rhs.lr.ph.i
  %count.086.i = phi i32 [ 0, %land.rhs.lr.ph.i ], [ %count.1.i, %cleanup312.i ]
  %t.085.i = phi i32 [ 0, %land.rhs.lr.ph.i ], [ %inc317.i, %cleanup312.i ]
  %add90.i = add i32 %count.086.i, %3
  %cmp91.i = icmp ult i32 %add90.i, %n
  br i1 %cmp91.i, label %for.cond95.preheader.i, label %for.cond.cleanup92.i

for.cond95.preheader.i:                           ; preds = %land.rhs.i
  br i1 %cmp7565.i, label %for.body98.lr.ph.i, label %cleanup115.i

for.body98.lr.ph.i:                               ; preds = %for.cond95.preheader.i
  %mul103.i = mul i32 %t.085.i, %n
  br label %for.body98.i

for.cond.cleanup92.i:                             ; preds = %cleanup312.i, %land.rhs.i, %for.cond.cleanup76.i
  %count.0.lcssa.i = phi i32 [ 0, %for.cond.cleanup76.i ], [ %count.086.i, %land.rhs.i ], [ %count.1.i, %cleanup312.i ]
  %cmp320.i = icmp ugt i32 %1, 31
  br i1 %cmp320.i, label %if.then321.i, label %if.end350.i

for.body98.i:                                     ; preds = %cleanup110.i, %for.body98.lr.ph.i
  %mine.070.i = phi i32 [ -1, %for.body98.lr.ph.i ], [ %mine.1.i, %cleanup110.i ]
  %i94.068.i = phi i32 [ %1, %for.body98.lr.ph.i ], [ %add114.i, %cleanup110.i ]
  %idxprom99.i = zext i32 %i94.068.i to i64
  %arrayidx100.i = getelementptr inbounds i8, ptr %add.ptr11.i, i64 %idxprom99.i
  %23 = load i8, ptr %arrayidx100.i, align 1, !tbaa !66
  %tobool.not.i = icmp eq i8 %23, 0
  br i1 %tobool.not.i, label %land.lhs.true102.i, label %if.end109.i

land.lhs.true102.i:                               ; preds = %for.body98.i
  %add104.i = add i32 %i94.068.i, %mul103.i
  %idxprom105.i = zext i32 %add104.i to i64
  %arrayidx106.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom105.i
  %24 = load i32, ptr %arrayidx106.i, align 4, !tbaa !21
  %cmp107.not.i = icmp eq i32 %24, 0
  br i1 %cmp107.not.i, label %if.end109.i, label %cleanup110.i

if.end109.i:                                      ; preds = %land.lhs.true102.i, %for.body98.i
  br label %cleanup110.i

cleanup110.i:                                     ; preds = %if.end109.i, %land.lhs.true102.i
  %mine.1.i = phi i32 [ %mine.070.i, %if.end109.i ], [ %i94.068.i, %land.lhs.true102.i ]
  %cond472.i = phi i1 [ true, %if.end109.i ], [ false, %land.lhs.true102.i ]
  %add114.i = add i32 %i94.068.i, %2
  %cmp96.i = icmp ult i32 %add114.i, %n
  %or.cond99.i = select i1 %cond472.i, i1 %cmp96.i, i1 false
  br i1 %or.cond99.i, label %for.body98.i, label %cleanup115.i, !llvm.loop !80

cleanup115.i:                                     ; preds = %cleanup110.i, %for.cond95.preheader.i
  %mine.2.i = phi i32 [ -1, %for.cond95.preheader.i ], [ %mine.1.i, %cleanup110.i ]
  %25 = tail call i32 @llvm.nvvm.redux.sync.umin(i32 %mine.2.i, i32 -1)
  br i1 %cmp.i.i, label %if.then.i.i, label %if.end.i.i

if.then.i.i:                                      ; preds = %cleanup115.i
  store i32 %25, ptr %arrayidx.i.i, align 4, !tbaa !21
  br label %if.end.i.i

if.end.i.i:                                       ; preds = %if.then.i.i, %cleanup115.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp318.not.i.i, label %_ZL9block_minjPj.exit.i, label %for.body.i.i.preheader

for.body.i.i.preheader:                           ; preds = %if.end.i.i
  br i1 %21, label %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, label %for.body.i.i

for.body.i.i:                                     ; preds = %for.body.i.i.preheader, %for.body.i.i
  %w.020.i.i = phi i32 [ %inc.i.i.7, %for.body.i.i ], [ 0, %for.body.i.i.preheader ]
  %r.019.i.i = phi i32 [ %41, %for.body.i.i ], [ -1, %for.body.i.i.preheader ]
  %niter = phi i32 [ %niter.next.7, %for.body.i.i ], [ 0, %for.body.i.i.preheader ]
  %idxprom4.i.i = zext i32 %w.020.i.i to i64
  %arrayidx5.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i
  %26 = load i32, ptr %arrayidx5.i.i, align 4, !tbaa !21
  %27 = tail call i32 @llvm.umin.i32(i32 %26, i32 %r.019.i.i)
  %inc.i.i = or i32 %w.020.i.i, 1
  %idxprom4.i.i.1 = zext i32 %inc.i.i to i64
  %arrayidx5.i.i.1 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.1
  %28 = load i32, ptr %arrayidx5.i.i.1, align 4, !tbaa !21
  %29 = tail call i32 @llvm.umin.i32(i32 %28, i32 %27)
  %inc.i.i.1 = or i32 %w.020.i.i, 2
  %idxprom4.i.i.2 = zext i32 %inc.i.i.1 to i64
  %arrayidx5.i.i.2 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.2
  %30 = load i32, ptr %arrayidx5.i.i.2, align 4, !tbaa !21
  %31 = tail call i32 @llvm.umin.i32(i32 %30, i32 %29)
  %inc.i.i.2 = or i32 %w.020.i.i, 3
  %idxprom4.i.i.3 = zext i32 %inc.i.i.2 to i64
  %arrayidx5.i.i.3 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.3
  %32 = load i32, ptr %arrayidx5.i.i.3, align 4, !tbaa !21
  %33 = tail call i32 @llvm.umin.i32(i32 %32, i32 %31)
  %inc.i.i.3 = or i32 %w.020.i.i, 4
  %idxprom4.i.i.4 = zext i32 %inc.i.i.3 to i64
  %arrayidx5.i.i.4 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.4
  %34 = load i32, ptr %arrayidx5.i.i.4, align 4, !tbaa !21
  %35 = tail call i32 @llvm.umin.i32(i32 %34, i32 %33)
  %inc.i.i.4 = or i32 %w.020.i.i, 5
  %idxprom4.i.i.5 = zext i32 %inc.i.i.4 to i64
  %arrayidx5.i.i.5 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.5
  %36 = load i32, ptr %arrayidx5.i.i.5, align 4, !tbaa !21
  %37 = tail call i32 @llvm.umin.i32(i32 %36, i32 %35)
  %inc.i.i.5 = or i32 %w.020.i.i, 6
  %idxprom4.i.i.6 = zext i32 %inc.i.i.5 to i64
  %arrayidx5.i.i.6 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.6
  %38 = load i32, ptr %arrayidx5.i.i.6, align 4, !tbaa !21
  %39 = tail call i32 @llvm.umin.i32(i32 %38, i32 %37)
  %inc.i.i.6 = or i32 %w.020.i.i, 7
  %idxprom4.i.i.7 = zext i32 %inc.i.i.6 to i64
  %arrayidx5.i.i.7 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.7
  %40 = load i32, ptr %arrayidx5.i.i.7, align 4, !tbaa !21
  %41 = tail call i32 @llvm.umin.i32(i32 %40, i32 %39)
  %inc.i.i.7 = add nuw nsw i32 %w.020.i.i, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, label %for.body.i.i, !llvm.loop !53

_ZL9block_minjPj.exit.i.loopexit.unr-lcssa:       ; preds = %for.body.i.i, %for.body.i.i.preheader
  %.lcssa.ph = phi i32 [ undef, %for.body.i.i.preheader ], [ %41, %for.body.i.i ]
  %w.020.i.i.unr = phi i32 [ 0, %for.body.i.i.preheader ], [ %inc.i.i.7, %for.body.i.i ]
  %r.019.i.i.unr = phi i32 [ -1, %for.body.i.i.preheader ], [ %41, %for.body.i.i ]
  br i1 %lcmp.mod.not, label %_ZL9block_minjPj.exit.i, label %for.body.i.i.epil

for.body.i.i.epil:                                ; preds = %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, %for.body.i.i.epil
  %w.020.i.i.epil = phi i32 [ %inc.i.i.epil, %for.body.i.i.epil ], [ %w.020.i.i.unr, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ]
  %r.019.i.i.epil = phi i32 [ %43, %for.body.i.i.epil ], [ %r.019.i.i.unr, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.i.i.epil ], [ 0, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ]
  %idxprom4.i.i.epil = zext i32 %w.020.i.i.epil to i64
  %arrayidx5.i.i.epil = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.epil
  %42 = load i32, ptr %arrayidx5.i.i.epil, align 4, !tbaa !21
  %43 = tail call i32 @llvm.umin.i32(i32 %42, i32 %r.019.i.i.epil)
  %inc.i.i.epil = add nuw nsw i32 %w.020.i.i.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %_ZL9block_minjPj.exit.i, label %for.body.i.i.epil, !llvm.loop !81

_ZL9block_minjPj.exit.i:                          ; preds = %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, %for.body.i.i.epil, %if.end.i.i
  %r.0.lcssa.i.i = phi i32 [ -1, %if.end.i.i ], [ %.lcssa.ph, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ], [ %43, %for.body.i.i.epil ]
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp118.i = icmp eq i32 %r.0.lcssa.i.i, -1
  br i1 %cmp118.i, label %cleanup312.i, label %if.end120.i

if.end120.i:                                      ; preds = %_ZL9block_minjPj.exit.i
  br i1 %cmp121.i, label %if.then122.i, label %if.end214.i

if.then122.i:                                     ; preds = %if.end120.i
  %idxprom130.i = zext i32 %r.0.lcssa.i.i to i64
  %arrayidx131.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.i
  %44 = load i32, ptr %arrayidx131.i, align 4, !tbaa !21
  %add129.1.i = add i32 %r.0.lcssa.i.i, %n
  %idxprom130.1.i = zext i32 %add129.1.i to i64
  %arrayidx131.1.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.1.i
  %45 = load i32, ptr %arrayidx131.1.i, align 4, !tbaa !21
  %add129.2.i = add i32 %r.0.lcssa.i.i, %mul128.2.i
  %idxprom130.2.i = zext i32 %add129.2.i to i64
  %arrayidx131.2.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.2.i
  %46 = load i32, ptr %arrayidx131.2.i, align 4, !tbaa !21
  %add129.3.i = add i32 %r.0.lcssa.i.i, %mul128.3.i
  %idxprom130.3.i = zext i32 %add129.3.i to i64
  %arrayidx131.3.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.3.i
  %47 = load i32, ptr %arrayidx131.3.i, align 4, !tbaa !21
  %add129.4.i = add i32 %r.0.lcssa.i.i, %mul128.4.i
  %idxprom130.4.i = zext i32 %add129.4.i to i64
  %arrayidx131.4.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.4.i
  %48 = load i32, ptr %arrayidx131.4.i, align 4, !tbaa !21
  %add129.5.i = add i32 %r.0.lcssa.i.i, %mul128.5.i
  %idxprom130.5.i = zext i32 %add129.5.i to i64
  %arrayidx131.5.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.5.i
  %49 = load i32, ptr %arrayidx131.5.i, align 4, !tbaa !21
  %add129.6.i = add i32 %r.0.lcssa.i.i, %mul128.6.i
  %idxprom130.6.i = zext i32 %add129.6.i to i64
  %arrayidx131.6.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.6.i
  %50 = load i32, ptr %arrayidx131.6.i, align 4, !tbaa !21
  %add129.7.i = add i32 %r.0.lcssa.i.i, %mul128.7.i
  %idxprom130.7.i = zext i32 %add129.7.i to i64
  %arrayidx131.7.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.7.i
  %51 = load i32, ptr %arrayidx131.7.i, align 4, !tbaa !21
  %add129.8.i = add i32 %r.0.lcssa.i.i, %mul128.8.i
  %idxprom130.8.i = zext i32 %add129.8.i to i64
  %arrayidx131.8.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.8.i
  %52 = load i32, ptr %arrayidx131.8.i, align 4, !tbaa !21
  %add129.9.i = add i32 %r.0.lcssa.i.i, %mul128.9.i
  %idxprom130.9.i = zext i32 %add129.9.i to i64
  %arrayidx131.9.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.9.i
  %53 = load i32, ptr %arrayidx131.9.i, align 4, !tbaa !21
  %add129.10.i = add i32 %r.0.lcssa.i.i, %mul128.10.i
  %idxprom130.10.i = zext i32 %add129.10.i to i64
  %arrayidx131.10.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.10.i
  %54 = load i32, ptr %arrayidx131.10.i, align 4, !tbaa !21
  %add129.11.i = add i32 %r.0.lcssa.i.i, %mul128.11.i
  %idxprom130.11.i = zext i32 %add129.11.i to i64
  %arrayidx131.11.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom130.11.i
  %55 = load i32, ptr %arrayidx131.11.i, align 4, !tbaa !21
  %cmp143.i = icmp eq i32 %t.085.i, 0
  %spec.select128.i = select i1 %cmp143.i, i32 %44, i32 0
  %cmp143.1.i = icmp eq i32 %t.085.i, 1
  %cond149.1.i = select i1 %cmp143.1.i, i32 %45, i32 %spec.select128.i
  %cmp143.2.i = icmp eq i32 %t.085.i, 2
  %cond149.2.i = select i1 %cmp143.2.i, i32 %46, i32 %cond149.1.i
  %cmp143.3.i = icmp eq i32 %t.085.i, 3
  %cond149.3.i = select i1 %cmp143.3.i, i32 %47, i32 %cond149.2.i
  %cmp143.4.i = icmp eq i32 %t.085.i, 4
  %cond149.4.i = select i1 %cmp143.4.i, i32 %48, i32 %cond149.3.i
  %cmp143.5.i = icmp eq i32 %t.085.i, 5
  %cond149.5.i = select i1 %cmp143.5.i, i32 %49, i32 %cond149.4.i
  %cmp143.6.i = icmp eq i32 %t.085.i, 6
  %cond149.6.i = select i1 %cmp143.6.i, i32 %50, i32 %cond149.5.i
  %cmp143.7.i = icmp eq i32 %t.085.i, 7
  %cond149.7.i = select i1 %cmp143.7.i, i32 %51, i32 %cond149.6.i
  %cmp143.8.i = icmp eq i32 %t.085.i, 8
  %cond149.8.i = select i1 %cmp143.8.i, i32 %52, i32 %cond149.7.i
  %cmp143.9.i = icmp eq i32 %t.085.i, 9
  %cond149.9.i = select i1 %cmp143.9.i, i32 %53, i32 %cond149.8.i
  %cmp143.10.i = icmp eq i32 %t.085.i, 10
  %cond149.10.i = select i1 %cmp143.10.i, i32 %54, i32 %cond149.9.i
  %cmp143.11.i = icmp eq i32 %t.085.i, 11
  %cond149.11.i = select i1 %cmp143.11.i, i32 %55, i32 %cond149.10.i
  %cmp.not16.i.i = icmp eq i32 %cond149.11.i, 0
  br i1 %cmp.not16.i.i, label %_ZL11inverse_modjj.exit.i, label %while.body.i.i

while.body.i.i:                                   ; preds = %if.then122.i, %while.body.i.i
  %t.020.i.i = phi i64 [ %nt.019.i.i, %while.body.i.i ], [ 0, %if.then122.i ]
  %nt.019.i.i = phi i64 [ %sub.i.i, %while.body.i.i ], [ 1, %if.then122.i ]
  %r.018.i.i = phi i32 [ %nr.017.i.i, %while.body.i.i ], [ %q.sroa.0.0.copyload.i, %if.then122.i ]
  %nr.017.i.i = phi i32 [ %sub2.i.i, %while.body.i.i ], [ %cond149.11.i, %if.then122.i ]
  %div.i.i = udiv i32 %r.018.i.i, %nr.017.i.i
  %conv.i.i = zext i32 %div.i.i to i64
  %mul.i.i = mul nsw i64 %nt.019.i.i, %conv.i.i
  %sub.i.i = sub nsw i64 %t.020.i.i, %mul.i.i
  %mul1.i.i = mul nuw i32 %div.i.i, %nr.017.i.i
  %sub2.i.i = sub nuw i32 %r.018.i.i, %mul1.i.i
  %cmp.not.i.i = icmp eq i32 %sub2.i.i, 0
  br i1 %cmp.not.i.i, label %_ZL11inverse_modjj.exit.i, label %while.body.i.i, !llvm.loop !34

_ZL11inverse_modjj.exit.i:                        ; preds = %while.body.i.i, %if.then122.i
  %t.0.lcssa.i.i = phi i64 [ 0, %if.then122.i ], [ %nt.019.i.i, %while.body.i.i ]
  %cmp3.i.i = icmp slt i64 %t.0.lcssa.i.i, 0
  %add.i.i = select i1 %cmp3.i.i, i64 %conv4.i.i, i64 0
  %cond.i.i = add nsw i64 %add.i.i, %t.0.lcssa.i.i
  %conv.i6.i = and i64 %cond.i.i, 4294967295
  %mul.i7.i = mul nuw i64 %conv.i6.i, %conv1.i.i
  %conv.i.i.i = trunc i64 %mul.i7.i to i32
  %mul.i.i.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i.i
  %conv1.i.i.i = zext i32 %mul.i.i.i to i64
  %mul3.i.i.i = mul nuw i64 %conv1.i.i.i, %conv4.i.i
  %add.i.i.i = add i64 %mul3.i.i.i, %mul.i7.i
  %shr.i.i.i = lshr i64 %add.i.i.i, 32
  %cmp.not.i.i.i = icmp ult i64 %shr.i.i.i, %conv4.i.i
  %sub.i.i.i = select i1 %cmp.not.i.i.i, i64 0, i64 %conv4.i.i
  %cond.i.i.i = sub nsw i64 %shr.i.i.i, %sub.i.i.i
  %conv.i8.i = and i64 %cond.i.i.i, 4294967295
  %conv1.i9.i = zext i32 %44 to i64
  %mul.i10.i = mul nuw i64 %conv.i8.i, %conv1.i9.i
  %conv.i.i11.i = trunc i64 %mul.i10.i to i32
  %mul.i.i12.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i11.i
  %conv1.i.i13.i = zext i32 %mul.i.i12.i to i64
  %mul3.i.i15.i = mul nuw i64 %conv1.i.i13.i, %conv4.i.i
  %add.i.i16.i = add i64 %mul3.i.i15.i, %mul.i10.i
  %shr.i.i17.i = lshr i64 %add.i.i16.i, 32
  %cmp.not.i.i18.i = icmp ult i64 %shr.i.i17.i, %conv4.i.i
  %sub.i.i19.i = select i1 %cmp.not.i.i18.i, i64 0, i64 %conv4.i.i
  %cond.i.i20.i = sub nsw i64 %shr.i.i17.i, %sub.i.i19.i
  %conv8.i.i21.i = trunc i64 %cond.i.i20.i to i32
  %cond168.i = select i1 %cmp143.i, i32 %conv8.i.i21.i, i32 0
  store i32 %cond168.i, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.0, align 4, !tbaa !21
  %spec.select.i = select i1 %cmp143.i, i32 %conv8.i.i21.i, i32 %44
  store i32 %spec.select.i, ptr %arrayidx131.i, align 4, !tbaa !21
  %conv1.i9.1.i = zext i32 %45 to i64
  %mul.i10.1.i = mul nuw i64 %conv.i8.i, %conv1.i9.1.i
  %conv.i.i11.1.i = trunc i64 %mul.i10.1.i to i32
  %mul.i.i12.1.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i11.1.i
  %conv1.i.i13.1.i = zext i32 %mul.i.i12.1.i to i64
  %mul3.i.i15.1.i = mul nuw i64 %conv1.i.i13.1.i, %conv4.i.i
  %add.i.i16.1.i = add i64 %mul3.i.i15.1.i, %mul.i10.1.i
  %shr.i.i17.1.i = lshr i64 %add.i.i16.1.i, 32
  %cmp.not.i.i18.1.i = icmp ult i64 %shr.i.i17.1.i, %conv4.i.i
  %sub.i.i19.1.i = select i1 %cmp.not.i.i18.1.i, i64 0, i64 %conv4.i.i
  %cond.i.i20.1.i = sub nsw i64 %shr.i.i17.1.i, %sub.i.i19.1.i
  %conv8.i.i21.1.i = trunc i64 %cond.i.i20.1.i to i32
  %cmp164.not.1.i = icmp ugt i32 %t.085.i, 1
  %cond168.1.i = select i1 %cmp164.not.1.i, i32 0, i32 %conv8.i.i21.1.i
  store i32 %cond168.1.i, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.1, align 4, !tbaa !21
  %spec.select.1.i = select i1 %cmp164.not.1.i, i32 %45, i32 %conv8.i.i21.1.i
  store i32 %spec.select.1.i, ptr %arrayidx131.1.i, align 4, !tbaa !21
  %conv1.i9.2.i = zext i32 %46 to i64
  %mul.i10.2.i = mul nuw i64 %conv.i8.i, %conv1.i9.2.i
  %conv.i.i11.2.i = trunc i64 %mul.i10.2.i to i32
  %mul.i.i12.2.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i11.2.i
  %conv1.i.i13.2.i = zext i32 %mul.i.i12.2.i to i64
  %mul3.i.i15.2.i = mul nuw i64 %conv1.i.i13.2.i, %conv4.i.i
  %add.i.i16.2.i = add i64 %mul3.i.i15.2.i, %mul.i10.2.i
  %shr.i.i17.2.i = lshr i64 %add.i.i16.2.i, 32
  %cmp.not.i.i18.2.i = icmp ult i64 %shr.i.i17.2.i, %conv4.i.i
  %sub.i.i19.2.i = select i1 %cmp.not.i.i18.2.i, i64 0, i64 %conv4.i.i
  %cond.i.i20.2.i = sub nsw i64 %shr.i.i17.2.i, %sub.i.i19.2.i
  %conv8.i.i21.2.i = trunc i64 %cond.i.i20.2.i to i32
  %cmp164.not.2.i = icmp ugt i32 %t.085.i, 2
  %cond168.2.i = select i1 %cmp164.not.2.i, i32 0, i32 %conv8.i.i21.2.i
  store i32 %cond168.2.i, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.2, align 4, !tbaa !21
  %spec.select.2.i = select i1 %cmp164.not.2.i, i32 %46, i32 %conv8.i.i21.2.i
  store i32 %spec.select.2.i, ptr %arrayidx131.2.i, align 4, !tbaa !21
  %conv1.i9.3.i = zext i32 %47 to i64
  %mul.i10.3.i = mul nuw i64 %conv.i8.i, %conv1.i9.3.i
  %conv.i.i11.3.i = trunc i64 %mul.i10.3.i to i32
  %mul.i.i12.3.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i11.3.i
  %conv1.i.i13.3.i = zext i32 %mul.i.i12.3.i to i64
  %mul3.i.i15.3.i = mul nuw i64 %conv1.i.i13.3.i, %conv4.i.i
  %add.i.i16.3.i = add i64 %mul3.i.i15.3.i, %mul.i10.3.i
  %shr.i.i17.3.i = lshr i64 %add.i.i16.3.i, 32
  %cmp.not.i.i18.3.i = icmp ult i64 %shr.i.i17.3.i, %conv4.i.i
  %sub.i.i19.3.i = select i1 %cmp.not.i.i18.3.i, i64 0, i64 %conv4.i.i
  %cond.i.i20.3.i = sub nsw i64 %shr.i.i17.3.i, %sub.i.i19.3.i
  %conv8.i.i21.3.i = trunc i64 %cond.i.i20.3.i to i32
  %cmp164.not.3.i = icmp ugt i32 %t.085.i, 3
  %cond168.3.i = select i1 %cmp164.not.3.i, i32 0, i32 %conv8.i.i21.3.i
  store i32 %cond168.3.i, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.3, align 4, !tbaa !21
  %spec.select.3.i = select i1 %cmp164.not.3.i, i32 %47, i32 %conv8.i.i21.3.i
  store i32 %spec.select.3.i, ptr %arrayidx131.3.i, align 4, !tbaa !21
  %conv1.i9.4.i = zext i32 %48 to i64
  %mul.i10.4.i = mul nuw i64 %conv.i8.i, %conv1.i9.4.i
  %conv.i.i11.4.i = trunc i64 %mul.i10.4.i to i32
  %mul.i.i12.4.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i11.4.i
  %conv1.i.i13.4.i = zext i32 %mul.i.i12.4.i to i64
  %mul3.i.i15.4.i = mul nuw i64 %conv1.i.i13.4.i, %conv4.i.i
  %add.i.i16.4.i = add i64 %mul3.i.i15.4.i, %mul.i10.4.i
  %shr.i.i17.4.i = lshr i64 %add.i.i16.4.i, 32
  %cmp.not.i.i18.4.i = icmp ult i64 %shr.i.i17.4.i, %conv4.i.i
  %sub.i.i19.4.i = select i1 %cmp.not.i.i18.4.i, i64 0, i64 %conv4.i.i
  %cond.i.i20.4.i = sub nsw i64 %shr.i.i17.4.i, %sub.i.i19.4.i
  %conv8.i.i21.4.i = trunc i64 %cond.i.i20.4.i to i32
  %cmp164.not.4.i = icmp ugt i32 %t.085.i, 4
  %cond168.4.i = select i1 %cmp164.not.4.i, i32 0, i32 %conv8.i.i21.4.i
  store i32 %cond168.4.i, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.4, align 4, !tbaa !21
  %spec.select.4.i = select i1 %cmp164.not.4.i, i32 %48, i32 %conv8.i.i21.4.i
  store i32 %spec.select.4.i, ptr %arrayidx131.4.i, align 4, !tbaa !21
  %conv1.i9.5.i = zext i32 %49 to i64
  %mul.i10.5.i = mul nuw i64 %conv.i8.i, %conv1.i9.5.i
  %conv.i.i11.5.i = trunc i64 %mul.i10.5.i to i32
  %mul.i.i12.5.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i11.5.i
  %conv1.i.i13.5.i = zext i32 %mul.i.i12.5.i to i64
  %mul3.i.i15.5.i = mul nuw i64 %conv1.i.i13.5.i, %conv4.i.i
  %add.i.i16.5.i = add i64 %mul3.i.i15.5.i, %mul.i10.5.i
  %shr.i.i17.5.i = lshr i64 %add.i.i16.5.i, 32
  %cmp.not.i.i18.5.i = icmp ult i64 %shr.i.i17.5.i, %conv4.i.i
  %sub.i.i19.5.i = select i1 %cmp.not.i.i18.5.i, i64 0, i64 %conv4.i.i
  %cond.i.i20.5.i = sub nsw i64 %shr.i.i17.5.i, %sub.i.i19.5.i
  %conv8.i.i21.5.i = trunc i64 %cond.i.i20.5.i to i32
  %cmp164.not.5.i = icmp ugt i32 %t.085.i, 5
  %cond168.5.i = select i1 %cmp164.not.5.i, i32 0, i32 %conv8.i.i21.5.i
  store i32 %cond168.5.i, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.5, align 4, !tbaa !21
  %spec.select.5.i = select i1 %cmp164.not.5.i, i32 %49, i32 %conv8.i.i21.5.i
  store i32 %spec.select.5.i, ptr %arrayidx131.5.i, align 4, !tbaa !21
  %conv1.i9.6.i = zext i32 %50 to i64
  %mul.i10.6.i = mul nuw i64 %conv.i8.i, %conv1.i9.6.i
  %conv.i.i11.6.i = trunc i64 %mul.i10.6.i to i32
  %mul.i.i12.6.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i11.6.i
  %conv1.i.i13.6.i = zext i32 %mul.i.i12.6.i to i64
  %mul3.i.i15.6.i = mul nuw i64 %conv1.i.i13.6.i, %conv4.i.i
  %add.i.i16.6.i = add i64 %mul3.i.i15.6.i, %mul.i10.6.i
  %shr.i.i17.6.i = lshr i64 %add.i.i16.6.i, 32
  %cmp.not.i.i18.6.i = icmp ult i64 %shr.i.i17.6.i, %conv4.i.i
  %sub.i.i19.6.i = select i1 %cmp.not.i.i18.6.i, i64 0, i64 %conv4.i.i
  %cond.i.i20.6.i = sub nsw i64 %shr.i.i17.6.i, %sub.i.i19.6.i
  %conv8.i.i21.6.i = trunc i64 %cond.i.i20.6.i to i32
  %cmp164.not.6.i = icmp ugt i32 %t.085.i, 6
  %cond168.6.i = select i1 %cmp164.not.6.i, i32 0, i32 %conv8.i.i21.6.i
  store i32 %cond168.6.i, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.6, align 4, !tbaa !21
  %spec.select.6.i = select i1 %cmp164.not.6.i, i32 %50, i32 %conv8.i.i21.6.i
  store i32 %spec.select.6.i, ptr %arrayidx131.6.i, align 4, !tbaa !21
  %conv1.i9.7.i = zext i32 %51 to i64
  %mul.i10.7.i = mul nuw i64 %conv.i8.i, %conv1.i9.7.i
  %conv.i.i11.7.i = trunc i64 %mul.i10.7.i to i32
  %mul.i.i12.7.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i11.7.i
  %conv1.i.i13.7.i = zext i32 %mul.i.i12.7.i to i64
  %mul3.i.i15.7.i = mul nuw i64 %conv1.i.i13.7.i, %conv4.i.i
  %add.i.i16.7.i = add i64 %mul3.i.i15.7.i, %mul.i10.7.i
  %shr.i.i17.7.i = lshr i64 %add.i.i16.7.i, 32
  %cmp.not.i.i18.7.i = icmp ult i64 %shr.i.i17.7.i, %conv4.i.i
  %sub.i.i19.7.i = select i1 %cmp.not.i.i18.7.i, i64 0, i64 %conv4.i.i
  %cond.i.i20.7.i = sub nsw i64 %shr.i.i17.7.i, %sub.i.i19.7.i
  %conv8.i.i21.7.i = trunc i64 %cond.i.i20.7.i to i32
  %cmp164.not.7.i = icmp ugt i32 %t.085.i, 7
  %cond168.7.i = select i1 %cmp164.not.7.i, i32 0, i32 %conv8.i.i21.7.i
  store i32 %cond168.7.i, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.7, align 4, !tbaa !21
  %spec.select.7.i = select i1 %cmp164.not.7.i, i32 %51, i32 %conv8.i.i21.7.i
  store i32 %spec.select.7.i, ptr %arrayidx131.7.i, align 4, !tbaa !21
  %conv1.i9.8.i = zext i32 %52 to i64
  %mul.i10.8.i = mul nuw i64 %conv.i8.i, %conv1.i9.8.i
  %conv.i.i11.8.i = trunc i64 %mul.i10.8.i to i32
  %mul.i.i12.8.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i11.8.i
  %conv1.i.i13.8.i = zext i32 %mul.i.i12.8.i to i64
  %mul3.i.i15.8.i = mul nuw i64 %conv1.i.i13.8.i, %conv4.i.i
  %add.i.i16.8.i = add i64 %mul3.i.i15.8.i, %mul.i10.8.i
  %shr.i.i17.8.i = lshr i64 %add.i.i16.8.i, 32
  %cmp.not.i.i18.8.i = icmp ult i64 %shr.i.i17.8.i, %conv4.i.i
  %sub.i.i19.8.i = select i1 %cmp.not.i.i18.8.i, i64 0, i64 %conv4.i.i
  %cond.i.i20.8.i = sub nsw i64 %shr.i.i17.8.i, %sub.i.i19.8.i
  %conv8.i.i21.8.i = trunc i64 %cond.i.i20.8.i to i32
  %cmp164.not.8.i = icmp ugt i32 %t.085.i, 8
  %cond168.8.i = select i1 %cmp164.not.8.i, i32 0, i32 %conv8.i.i21.8.i
  store i32 %cond168.8.i, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.8, align 4, !tbaa !21
  %spec.select.8.i = select i1 %cmp164.not.8.i, i32 %52, i32 %conv8.i.i21.8.i
  store i32 %spec.select.8.i, ptr %arrayidx131.8.i, align 4, !tbaa !21
  %conv1.i9.9.i = zext i32 %53 to i64
  %mul.i10.9.i = mul nuw i64 %conv.i8.i, %conv1.i9.9.i
  %conv.i.i11.9.i = trunc i64 %mul.i10.9.i to i32
  %mul.i.i12.9.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i11.9.i
  %conv1.i.i13.9.i = zext i32 %mul.i.i12.9.i to i64
  %mul3.i.i15.9.i = mul nuw i64 %conv1.i.i13.9.i, %conv4.i.i
  %add.i.i16.9.i = add i64 %mul3.i.i15.9.i, %mul.i10.9.i
  %shr.i.i17.9.i = lshr i64 %add.i.i16.9.i, 32
  %cmp.not.i.i18.9.i = icmp ult i64 %shr.i.i17.9.i, %conv4.i.i
  %sub.i.i19.9.i = select i1 %cmp.not.i.i18.9.i, i64 0, i64 %conv4.i.i
  %cond.i.i20.9.i = sub nsw i64 %shr.i.i17.9.i, %sub.i.i19.9.i
  %conv8.i.i21.9.i = trunc i64 %cond.i.i20.9.i to i32
  %cmp164.not.9.i = icmp ugt i32 %t.085.i, 9
  %cond168.9.i = select i1 %cmp164.not.9.i, i32 0, i32 %conv8.i.i21.9.i
  store i32 %cond168.9.i, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.9, align 4, !tbaa !21
  %spec.select.9.i = select i1 %cmp164.not.9.i, i32 %53, i32 %conv8.i.i21.9.i
  store i32 %spec.select.9.i, ptr %arrayidx131.9.i, align 4, !tbaa !21
  %conv1.i9.10.i = zext i32 %54 to i64
  %mul.i10.10.i = mul nuw i64 %conv.i8.i, %conv1.i9.10.i
  %conv.i.i11.10.i = trunc i64 %mul.i10.10.i to i32
  %mul.i.i12.10.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i11.10.i
  %conv1.i.i13.10.i = zext i32 %mul.i.i12.10.i to i64
  %mul3.i.i15.10.i = mul nuw i64 %conv1.i.i13.10.i, %conv4.i.i
  %add.i.i16.10.i = add i64 %mul3.i.i15.10.i, %mul.i10.10.i
  %shr.i.i17.10.i = lshr i64 %add.i.i16.10.i, 32
  %cmp.not.i.i18.10.i = icmp ult i64 %shr.i.i17.10.i, %conv4.i.i
  %sub.i.i19.10.i = select i1 %cmp.not.i.i18.10.i, i64 0, i64 %conv4.i.i
  %cond.i.i20.10.i = sub nsw i64 %shr.i.i17.10.i, %sub.i.i19.10.i
  %conv8.i.i21.10.i = trunc i64 %cond.i.i20.10.i to i32
  %cmp164.not.10.i = icmp ugt i32 %t.085.i, 10
  %cond168.10.i = select i1 %cmp164.not.10.i, i32 0, i32 %conv8.i.i21.10.i
  store i32 %cond168.10.i, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.10, align 4, !tbaa !21
  %spec.select.10.i = select i1 %cmp164.not.10.i, i32 %54, i32 %conv8.i.i21.10.i
  store i32 %spec.select.10.i, ptr %arrayidx131.10.i, align 4, !tbaa !21
  %conv1.i9.11.i = zext i32 %55 to i64
  %mul.i10.11.i = mul nuw i64 %conv.i8.i, %conv1.i9.11.i
  %conv.i.i11.11.i = trunc i64 %mul.i10.11.i to i32
  %mul.i.i12.11.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i11.11.i
  %conv1.i.i13.11.i = zext i32 %mul.i.i12.11.i to i64
  %mul3.i.i15.11.i = mul nuw i64 %conv1.i.i13.11.i, %conv4.i.i
  %add.i.i16.11.i = add i64 %mul3.i.i15.11.i, %mul.i10.11.i
  %shr.i.i17.11.i = lshr i64 %add.i.i16.11.i, 32
  %cmp.not.i.i18.11.i = icmp ult i64 %shr.i.i17.11.i, %conv4.i.i
  %sub.i.i19.11.i = select i1 %cmp.not.i.i18.11.i, i64 0, i64 %conv4.i.i
  %cond.i.i20.11.i = sub nsw i64 %shr.i.i17.11.i, %sub.i.i19.11.i
  %conv8.i.i21.11.i = trunc i64 %cond.i.i20.11.i to i32
  %cmp164.not.11.i = icmp ugt i32 %t.085.i, 11
  %cond168.11.i = select i1 %cmp164.not.11.i, i32 0, i32 %conv8.i.i21.11.i
  store i32 %cond168.11.i, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.11, align 4, !tbaa !21
  %spec.select.11.i = select i1 %cmp164.not.11.i, i32 %55, i32 %conv8.i.i21.11.i
  store i32 %spec.select.11.i, ptr %arrayidx131.11.i, align 4, !tbaa !21
  %conv8.i.i.i = trunc i64 %cond.i.i.i to i32
  %idxprom186.i = zext i32 %count.086.i to i64
  %arrayidx187.i = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4pinv to ptr), i64 0, i64 %idxprom186.i
  store i32 %conv8.i.i.i, ptr %arrayidx187.i, align 4, !tbaa !21
  %arrayidx189.i = getelementptr inbounds i8, ptr %add.ptr11.i, i64 %idxprom130.i
  store i8 1, ptr %arrayidx189.i, align 1, !tbaa !66
  %arrayidx192.i = getelementptr inbounds i32, ptr %add.ptr4.i, i64 %idxprom130.i
  store i32 %add90.i, ptr %arrayidx192.i, align 4, !tbaa !21
  %add197.i = add nuw nsw i64 %idxprom186.i, %conv196.i
  %add199.i = add i64 %add197.i, %mul3.i
  %arrayidx200.i = getelementptr inbounds i32, ptr %pivrows, i64 %add199.i
  store i32 %r.0.lcssa.i.i, ptr %arrayidx200.i, align 4, !tbaa !21
  %add201.i = add i32 %t.085.i, %c0
  %add208.i = add i64 %add197.i, %mul204.i
  %arrayidx209.i = getelementptr inbounds i32, ptr %pivcols, i64 %add208.i
  store i32 %add201.i, ptr %arrayidx209.i, align 4, !tbaa !21
  %arrayidx211.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %idxprom186.i
  store i32 %r.0.lcssa.i.i, ptr %arrayidx211.i, align 4, !tbaa !21
  %arrayidx213.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 3, i64 %idxprom186.i
  store i32 %t.085.i, ptr %arrayidx213.i, align 4, !tbaa !21
  br label %if.end214.i

if.end214.i:                                      ; preds = %_ZL11inverse_modjj.exit.i, %if.end120.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %56 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.0, align 4, !tbaa !21
  %conv.i22.i = zext i32 %56 to i64
  %shl.i.i = shl nuw i64 %conv.i22.i, 32
  %57 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.i, i64 %q.sroa.1760.0.copyload.i)
  %mul.i24.i = mul i64 %57, %conv4.i.i
  %sub.i25.i = sub i64 %shl.i.i, %mul.i24.i
  %cmp.not.i26.i = icmp uge i64 %sub.i25.i, %conv4.i.i
  %add.i27.i = zext i1 %cmp.not.i26.i to i64
  %cond.i28.i = add i64 %57, %add.i27.i
  %conv4.i29.i = trunc i64 %cond.i28.i to i32
  %58 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.1, align 4, !tbaa !21
  %conv.i22.1.i = zext i32 %58 to i64
  %shl.i.1.i = shl nuw i64 %conv.i22.1.i, 32
  %59 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.1.i, i64 %q.sroa.1760.0.copyload.i)
  %mul.i24.1.i = mul i64 %59, %conv4.i.i
  %sub.i25.1.i = sub i64 %shl.i.1.i, %mul.i24.1.i
  %cmp.not.i26.1.i = icmp uge i64 %sub.i25.1.i, %conv4.i.i
  %add.i27.1.i = zext i1 %cmp.not.i26.1.i to i64
  %cond.i28.1.i = add i64 %59, %add.i27.1.i
  %conv4.i29.1.i = trunc i64 %cond.i28.1.i to i32
  %60 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.2, align 4, !tbaa !21
  %conv.i22.2.i = zext i32 %60 to i64
  %shl.i.2.i = shl nuw i64 %conv.i22.2.i, 32
  %61 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.2.i, i64 %q.sroa.1760.0.copyload.i)
  %mul.i24.2.i = mul i64 %61, %conv4.i.i
  %sub.i25.2.i = sub i64 %shl.i.2.i, %mul.i24.2.i
  %cmp.not.i26.2.i = icmp uge i64 %sub.i25.2.i, %conv4.i.i
  %add.i27.2.i = zext i1 %cmp.not.i26.2.i to i64
  %cond.i28.2.i = add i64 %61, %add.i27.2.i
  %conv4.i29.2.i = trunc i64 %cond.i28.2.i to i32
  %62 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.3, align 4, !tbaa !21
  %conv.i22.3.i = zext i32 %62 to i64
  %shl.i.3.i = shl nuw i64 %conv.i22.3.i, 32
  %63 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.3.i, i64 %q.sroa.1760.0.copyload.i)
  %mul.i24.3.i = mul i64 %63, %conv4.i.i
  %sub.i25.3.i = sub i64 %shl.i.3.i, %mul.i24.3.i
  %cmp.not.i26.3.i = icmp uge i64 %sub.i25.3.i, %conv4.i.i
  %add.i27.3.i = zext i1 %cmp.not.i26.3.i to i64
  %cond.i28.3.i = add i64 %63, %add.i27.3.i
  %conv4.i29.3.i = trunc i64 %cond.i28.3.i to i32
  %64 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.4, align 4, !tbaa !21
  %conv.i22.4.i = zext i32 %64 to i64
  %shl.i.4.i = shl nuw i64 %conv.i22.4.i, 32
  %65 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.4.i, i64 %q.sroa.1760.0.copyload.i)
  %mul.i24.4.i = mul i64 %65, %conv4.i.i
  %sub.i25.4.i = sub i64 %shl.i.4.i, %mul.i24.4.i
  %cmp.not.i26.4.i = icmp uge i64 %sub.i25.4.i, %conv4.i.i
  %add.i27.4.i = zext i1 %cmp.not.i26.4.i to i64
  %cond.i28.4.i = add i64 %65, %add.i27.4.i
  %conv4.i29.4.i = trunc i64 %cond.i28.4.i to i32
  %66 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.5, align 4, !tbaa !21
  %conv.i22.5.i = zext i32 %66 to i64
  %shl.i.5.i = shl nuw i64 %conv.i22.5.i, 32
  %67 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.5.i, i64 %q.sroa.1760.0.copyload.i)
  %mul.i24.5.i = mul i64 %67, %conv4.i.i
  %sub.i25.5.i = sub i64 %shl.i.5.i, %mul.i24.5.i
  %cmp.not.i26.5.i = icmp uge i64 %sub.i25.5.i, %conv4.i.i
  %add.i27.5.i = zext i1 %cmp.not.i26.5.i to i64
  %cond.i28.5.i = add i64 %67, %add.i27.5.i
  %conv4.i29.5.i = trunc i64 %cond.i28.5.i to i32
  %68 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.6, align 4, !tbaa !21
  %conv.i22.6.i = zext i32 %68 to i64
  %shl.i.6.i = shl nuw i64 %conv.i22.6.i, 32
  %69 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.6.i, i64 %q.sroa.1760.0.copyload.i)
  %mul.i24.6.i = mul i64 %69, %conv4.i.i
  %sub.i25.6.i = sub i64 %shl.i.6.i, %mul.i24.6.i
  %cmp.not.i26.6.i = icmp uge i64 %sub.i25.6.i, %conv4.i.i
  %add.i27.6.i = zext i1 %cmp.not.i26.6.i to i64
  %cond.i28.6.i = add i64 %69, %add.i27.6.i
  %conv4.i29.6.i = trunc i64 %cond.i28.6.i to i32
  %70 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.7, align 4, !tbaa !21
  %conv.i22.7.i = zext i32 %70 to i64
  %shl.i.7.i = shl nuw i64 %conv.i22.7.i, 32
  %71 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.7.i, i64 %q.sroa.1760.0.copyload.i)
  %mul.i24.7.i = mul i64 %71, %conv4.i.i
  %sub.i25.7.i = sub i64 %shl.i.7.i, %mul.i24.7.i
  %cmp.not.i26.7.i = icmp uge i64 %sub.i25.7.i, %conv4.i.i
  %add.i27.7.i = zext i1 %cmp.not.i26.7.i to i64
  %cond.i28.7.i = add i64 %71, %add.i27.7.i
  %conv4.i29.7.i = trunc i64 %cond.i28.7.i to i32
  %72 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.8, align 4, !tbaa !21
  %conv.i22.8.i = zext i32 %72 to i64
  %shl.i.8.i = shl nuw i64 %conv.i22.8.i, 32
  %73 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.8.i, i64 %q.sroa.1760.0.copyload.i)
  %mul.i24.8.i = mul i64 %73, %conv4.i.i
  %sub.i25.8.i = sub i64 %shl.i.8.i, %mul.i24.8.i
  %cmp.not.i26.8.i = icmp uge i64 %sub.i25.8.i, %conv4.i.i
  %add.i27.8.i = zext i1 %cmp.not.i26.8.i to i64
  %cond.i28.8.i = add i64 %73, %add.i27.8.i
  %conv4.i29.8.i = trunc i64 %cond.i28.8.i to i32
  %74 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.9, align 4, !tbaa !21
  %conv.i22.9.i = zext i32 %74 to i64
  %shl.i.9.i = shl nuw i64 %conv.i22.9.i, 32
  %75 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.9.i, i64 %q.sroa.1760.0.copyload.i)
  %mul.i24.9.i = mul i64 %75, %conv4.i.i
  %sub.i25.9.i = sub i64 %shl.i.9.i, %mul.i24.9.i
  %cmp.not.i26.9.i = icmp uge i64 %sub.i25.9.i, %conv4.i.i
  %add.i27.9.i = zext i1 %cmp.not.i26.9.i to i64
  %cond.i28.9.i = add i64 %75, %add.i27.9.i
  %conv4.i29.9.i = trunc i64 %cond.i28.9.i to i32
  %76 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.10, align 4, !tbaa !21
  %conv.i22.10.i = zext i32 %76 to i64
  %shl.i.10.i = shl nuw i64 %conv.i22.10.i, 32
  %77 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.10.i, i64 %q.sroa.1760.0.copyload.i)
  %mul.i24.10.i = mul i64 %77, %conv4.i.i
  %sub.i25.10.i = sub i64 %shl.i.10.i, %mul.i24.10.i
  %cmp.not.i26.10.i = icmp uge i64 %sub.i25.10.i, %conv4.i.i
  %add.i27.10.i = zext i1 %cmp.not.i26.10.i to i64
  %cond.i28.10.i = add i64 %77, %add.i27.10.i
  %conv4.i29.10.i = trunc i64 %cond.i28.10.i to i32
  %78 = load i32, ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4prow.11, align 4, !tbaa !21
  %conv.i22.11.i = zext i32 %78 to i64
  %shl.i.11.i = shl nuw i64 %conv.i22.11.i, 32
  %79 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.11.i, i64 %q.sroa.1760.0.copyload.i)
  %mul.i24.11.i = mul i64 %79, %conv4.i.i
  %sub.i25.11.i = sub i64 %shl.i.11.i, %mul.i24.11.i
  %cmp.not.i26.11.i = icmp uge i64 %sub.i25.11.i, %conv4.i.i
  %add.i27.11.i = zext i1 %cmp.not.i26.11.i to i64
  %cond.i28.11.i = add i64 %79, %add.i27.11.i
  %conv4.i29.11.i = trunc i64 %cond.i28.11.i to i32
  br i1 %cmp7565.i, label %for.body237.preheader.i, label %for.cond.cleanup236.i

for.body237.preheader.i:                          ; preds = %if.end214.i
  %cmp262.i = icmp eq i32 %t.085.i, 0
  %cmp262.1.i = icmp eq i32 %t.085.i, 1
  %cmp262.2.i = icmp eq i32 %t.085.i, 2
  %cmp262.3.i = icmp eq i32 %t.085.i, 3
  %cmp262.4.i = icmp eq i32 %t.085.i, 4
  %cmp262.5.i = icmp eq i32 %t.085.i, 5
  %cmp262.6.i = icmp eq i32 %t.085.i, 6
  %cmp262.7.i = icmp eq i32 %t.085.i, 7
  %cmp262.8.i = icmp eq i32 %t.085.i, 8
  %cmp262.9.i = icmp eq i32 %t.085.i, 9
  %cmp262.10.i = icmp eq i32 %t.085.i, 10
  %cmp262.11.i = icmp eq i32 %t.085.i, 11
  br label %for.body237.i

for.cond.cleanup236.i:                            ; preds = %for.inc307.i, %if.end214.i
  %inc311.i = add i32 %count.086.i, 1
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cleanup312.i

for.body237.i:                                    ; preds = %for.inc307.i, %for.body237.preheader.i
  %i233.082.i = phi i32 [ %add308.i, %for.inc307.i ], [ %1, %for.body237.preheader.i ]
  %cmp238.i = icmp eq i32 %i233.082.i, %r.0.lcssa.i.i
  br i1 %cmp238.i, label %for.inc307.i, label %if.end240.i

if.end240.i:                                      ; preds = %for.body237.i
  %idxprom249.i = zext i32 %i233.082.i to i64
  %arrayidx250.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.i
  %80 = load i32, ptr %arrayidx250.i, align 4, !tbaa !21
  %add248.1.i = add i32 %i233.082.i, %n
  %idxprom249.1.i = zext i32 %add248.1.i to i64
  %arrayidx250.1.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.1.i
  %81 = load i32, ptr %arrayidx250.1.i, align 4, !tbaa !21
  %add248.2.i = add i32 %i233.082.i, %mul128.2.i
  %idxprom249.2.i = zext i32 %add248.2.i to i64
  %arrayidx250.2.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.2.i
  %82 = load i32, ptr %arrayidx250.2.i, align 4, !tbaa !21
  %add248.3.i = add i32 %i233.082.i, %mul128.3.i
  %idxprom249.3.i = zext i32 %add248.3.i to i64
  %arrayidx250.3.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.3.i
  %83 = load i32, ptr %arrayidx250.3.i, align 4, !tbaa !21
  %add248.4.i = add i32 %i233.082.i, %mul128.4.i
  %idxprom249.4.i = zext i32 %add248.4.i to i64
  %arrayidx250.4.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.4.i
  %84 = load i32, ptr %arrayidx250.4.i, align 4, !tbaa !21
  %add248.5.i = add i32 %i233.082.i, %mul128.5.i
  %idxprom249.5.i = zext i32 %add248.5.i to i64
  %arrayidx250.5.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.5.i
  %85 = load i32, ptr %arrayidx250.5.i, align 4, !tbaa !21
  %add248.6.i = add i32 %i233.082.i, %mul128.6.i
  %idxprom249.6.i = zext i32 %add248.6.i to i64
  %arrayidx250.6.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.6.i
  %86 = load i32, ptr %arrayidx250.6.i, align 4, !tbaa !21
  %add248.7.i = add i32 %i233.082.i, %mul128.7.i
  %idxprom249.7.i = zext i32 %add248.7.i to i64
  %arrayidx250.7.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.7.i
  %87 = load i32, ptr %arrayidx250.7.i, align 4, !tbaa !21
  %add248.8.i = add i32 %i233.082.i, %mul128.8.i
  %idxprom249.8.i = zext i32 %add248.8.i to i64
  %arrayidx250.8.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.8.i
  %88 = load i32, ptr %arrayidx250.8.i, align 4, !tbaa !21
  %add248.9.i = add i32 %i233.082.i, %mul128.9.i
  %idxprom249.9.i = zext i32 %add248.9.i to i64
  %arrayidx250.9.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.9.i
  %89 = load i32, ptr %arrayidx250.9.i, align 4, !tbaa !21
  %add248.10.i = add i32 %i233.082.i, %mul128.10.i
  %idxprom249.10.i = zext i32 %add248.10.i to i64
  %arrayidx250.10.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.10.i
  %90 = load i32, ptr %arrayidx250.10.i, align 4, !tbaa !21
  %add248.11.i = add i32 %i233.082.i, %mul128.11.i
  %idxprom249.11.i = zext i32 %add248.11.i to i64
  %arrayidx250.11.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom249.11.i
  %91 = load i32, ptr %arrayidx250.11.i, align 4, !tbaa !21
  %spec.select129.i = select i1 %cmp262.i, i32 %80, i32 0
  %cond268.1.i = select i1 %cmp262.1.i, i32 %81, i32 %spec.select129.i
  %cond268.2.i = select i1 %cmp262.2.i, i32 %82, i32 %cond268.1.i
  %cond268.3.i = select i1 %cmp262.3.i, i32 %83, i32 %cond268.2.i
  %cond268.4.i = select i1 %cmp262.4.i, i32 %84, i32 %cond268.3.i
  %cond268.5.i = select i1 %cmp262.5.i, i32 %85, i32 %cond268.4.i
  %cond268.6.i = select i1 %cmp262.6.i, i32 %86, i32 %cond268.5.i
  %cond268.7.i = select i1 %cmp262.7.i, i32 %87, i32 %cond268.6.i
  %cond268.8.i = select i1 %cmp262.8.i, i32 %88, i32 %cond268.7.i
  %cond268.9.i = select i1 %cmp262.9.i, i32 %89, i32 %cond268.8.i
  %cond268.10.i = select i1 %cmp262.10.i, i32 %90, i32 %cond268.9.i
  %cond268.11.i = select i1 %cmp262.11.i, i32 %91, i32 %cond268.10.i
  %cmp273.i = icmp eq i32 %cond268.11.i, 0
  br i1 %cmp273.i, label %for.inc307.i, label %for.body280.preheader.i

for.body280.preheader.i:                          ; preds = %if.end240.i
  %mul.i30.i = mul i32 %cond268.11.i, %56
  %92 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.11.i, i32 %conv4.i29.i)
  %mul1.i31.i = mul i32 %92, %q.sroa.0.0.copyload.i
  %sub.i32.i = sub i32 %mul.i30.i, %mul1.i31.i
  %cmp.not.i33.i = icmp ult i32 %sub.i32.i, %q.sroa.0.0.copyload.i
  %sub2.i34.i = select i1 %cmp.not.i33.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i35.i = sub i32 %sub.i32.i, %sub2.i34.i
  %cmp3.not.i.i = icmp ult i32 %80, %cond.i35.i
  %add.i36.i = select i1 %cmp3.not.i.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.i = sub i32 %80, %cond.i35.i
  %cond9.i.i = add i32 %x.pn.i.i, %add.i36.i
  %cond294.i = select i1 %cmp262.i, i32 0, i32 %cond9.i.i
  store i32 %cond294.i, ptr %arrayidx250.i, align 4, !tbaa !21
  %mul.i30.1.i = mul i32 %cond268.11.i, %58
  %93 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.11.i, i32 %conv4.i29.1.i)
  %mul1.i31.1.i = mul i32 %93, %q.sroa.0.0.copyload.i
  %sub.i32.1.i = sub i32 %mul.i30.1.i, %mul1.i31.1.i
  %cmp.not.i33.1.i = icmp ult i32 %sub.i32.1.i, %q.sroa.0.0.copyload.i
  %sub2.i34.1.i = select i1 %cmp.not.i33.1.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i35.1.i = sub i32 %sub.i32.1.i, %sub2.i34.1.i
  %cmp3.not.i.1.i = icmp ult i32 %81, %cond.i35.1.i
  %add.i36.1.i = select i1 %cmp3.not.i.1.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.1.i = sub i32 %81, %cond.i35.1.i
  %cond9.i.1.i = add i32 %x.pn.i.1.i, %add.i36.1.i
  %cond294.1.i = select i1 %cmp262.1.i, i32 0, i32 %cond9.i.1.i
  store i32 %cond294.1.i, ptr %arrayidx250.1.i, align 4, !tbaa !21
  %mul.i30.2.i = mul i32 %cond268.11.i, %60
  %94 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.11.i, i32 %conv4.i29.2.i)
  %mul1.i31.2.i = mul i32 %94, %q.sroa.0.0.copyload.i
  %sub.i32.2.i = sub i32 %mul.i30.2.i, %mul1.i31.2.i
  %cmp.not.i33.2.i = icmp ult i32 %sub.i32.2.i, %q.sroa.0.0.copyload.i
  %sub2.i34.2.i = select i1 %cmp.not.i33.2.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i35.2.i = sub i32 %sub.i32.2.i, %sub2.i34.2.i
  %cmp3.not.i.2.i = icmp ult i32 %82, %cond.i35.2.i
  %add.i36.2.i = select i1 %cmp3.not.i.2.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.2.i = sub i32 %82, %cond.i35.2.i
  %cond9.i.2.i = add i32 %x.pn.i.2.i, %add.i36.2.i
  %cond294.2.i = select i1 %cmp262.2.i, i32 0, i32 %cond9.i.2.i
  store i32 %cond294.2.i, ptr %arrayidx250.2.i, align 4, !tbaa !21
  %mul.i30.3.i = mul i32 %cond268.11.i, %62
  %95 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.11.i, i32 %conv4.i29.3.i)
  %mul1.i31.3.i = mul i32 %95, %q.sroa.0.0.copyload.i
  %sub.i32.3.i = sub i32 %mul.i30.3.i, %mul1.i31.3.i
  %cmp.not.i33.3.i = icmp ult i32 %sub.i32.3.i, %q.sroa.0.0.copyload.i
  %sub2.i34.3.i = select i1 %cmp.not.i33.3.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i35.3.i = sub i32 %sub.i32.3.i, %sub2.i34.3.i
  %cmp3.not.i.3.i = icmp ult i32 %83, %cond.i35.3.i
  %add.i36.3.i = select i1 %cmp3.not.i.3.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.3.i = sub i32 %83, %cond.i35.3.i
  %cond9.i.3.i = add i32 %x.pn.i.3.i, %add.i36.3.i
  %cond294.3.i = select i1 %cmp262.3.i, i32 0, i32 %cond9.i.3.i
  store i32 %cond294.3.i, ptr %arrayidx250.3.i, align 4, !tbaa !21
  %mul.i30.4.i = mul i32 %cond268.11.i, %64
  %96 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.11.i, i32 %conv4.i29.4.i)
  %mul1.i31.4.i = mul i32 %96, %q.sroa.0.0.copyload.i
  %sub.i32.4.i = sub i32 %mul.i30.4.i, %mul1.i31.4.i
  %cmp.not.i33.4.i = icmp ult i32 %sub.i32.4.i, %q.sroa.0.0.copyload.i
  %sub2.i34.4.i = select i1 %cmp.not.i33.4.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i35.4.i = sub i32 %sub.i32.4.i, %sub2.i34.4.i
  %cmp3.not.i.4.i = icmp ult i32 %84, %cond.i35.4.i
  %add.i36.4.i = select i1 %cmp3.not.i.4.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.4.i = sub i32 %84, %cond.i35.4.i
  %cond9.i.4.i = add i32 %x.pn.i.4.i, %add.i36.4.i
  %cond294.4.i = select i1 %cmp262.4.i, i32 0, i32 %cond9.i.4.i
  store i32 %cond294.4.i, ptr %arrayidx250.4.i, align 4, !tbaa !21
  %mul.i30.5.i = mul i32 %cond268.11.i, %66
  %97 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.11.i, i32 %conv4.i29.5.i)
  %mul1.i31.5.i = mul i32 %97, %q.sroa.0.0.copyload.i
  %sub.i32.5.i = sub i32 %mul.i30.5.i, %mul1.i31.5.i
  %cmp.not.i33.5.i = icmp ult i32 %sub.i32.5.i, %q.sroa.0.0.copyload.i
  %sub2.i34.5.i = select i1 %cmp.not.i33.5.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i35.5.i = sub i32 %sub.i32.5.i, %sub2.i34.5.i
  %cmp3.not.i.5.i = icmp ult i32 %85, %cond.i35.5.i
  %add.i36.5.i = select i1 %cmp3.not.i.5.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.5.i = sub i32 %85, %cond.i35.5.i
  %cond9.i.5.i = add i32 %x.pn.i.5.i, %add.i36.5.i
  %cond294.5.i = select i1 %cmp262.5.i, i32 0, i32 %cond9.i.5.i
  store i32 %cond294.5.i, ptr %arrayidx250.5.i, align 4, !tbaa !21
  %mul.i30.6.i = mul i32 %cond268.11.i, %68
  %98 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.11.i, i32 %conv4.i29.6.i)
  %mul1.i31.6.i = mul i32 %98, %q.sroa.0.0.copyload.i
  %sub.i32.6.i = sub i32 %mul.i30.6.i, %mul1.i31.6.i
  %cmp.not.i33.6.i = icmp ult i32 %sub.i32.6.i, %q.sroa.0.0.copyload.i
  %sub2.i34.6.i = select i1 %cmp.not.i33.6.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i35.6.i = sub i32 %sub.i32.6.i, %sub2.i34.6.i
  %cmp3.not.i.6.i = icmp ult i32 %86, %cond.i35.6.i
  %add.i36.6.i = select i1 %cmp3.not.i.6.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.6.i = sub i32 %86, %cond.i35.6.i
  %cond9.i.6.i = add i32 %x.pn.i.6.i, %add.i36.6.i
  %cond294.6.i = select i1 %cmp262.6.i, i32 0, i32 %cond9.i.6.i
  store i32 %cond294.6.i, ptr %arrayidx250.6.i, align 4, !tbaa !21
  %mul.i30.7.i = mul i32 %cond268.11.i, %70
  %99 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.11.i, i32 %conv4.i29.7.i)
  %mul1.i31.7.i = mul i32 %99, %q.sroa.0.0.copyload.i
  %sub.i32.7.i = sub i32 %mul.i30.7.i, %mul1.i31.7.i
  %cmp.not.i33.7.i = icmp ult i32 %sub.i32.7.i, %q.sroa.0.0.copyload.i
  %sub2.i34.7.i = select i1 %cmp.not.i33.7.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i35.7.i = sub i32 %sub.i32.7.i, %sub2.i34.7.i
  %cmp3.not.i.7.i = icmp ult i32 %87, %cond.i35.7.i
  %add.i36.7.i = select i1 %cmp3.not.i.7.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.7.i = sub i32 %87, %cond.i35.7.i
  %cond9.i.7.i = add i32 %x.pn.i.7.i, %add.i36.7.i
  %cond294.7.i = select i1 %cmp262.7.i, i32 0, i32 %cond9.i.7.i
  store i32 %cond294.7.i, ptr %arrayidx250.7.i, align 4, !tbaa !21
  %mul.i30.8.i = mul i32 %cond268.11.i, %72
  %100 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.11.i, i32 %conv4.i29.8.i)
  %mul1.i31.8.i = mul i32 %100, %q.sroa.0.0.copyload.i
  %sub.i32.8.i = sub i32 %mul.i30.8.i, %mul1.i31.8.i
  %cmp.not.i33.8.i = icmp ult i32 %sub.i32.8.i, %q.sroa.0.0.copyload.i
  %sub2.i34.8.i = select i1 %cmp.not.i33.8.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i35.8.i = sub i32 %sub.i32.8.i, %sub2.i34.8.i
  %cmp3.not.i.8.i = icmp ult i32 %88, %cond.i35.8.i
  %add.i36.8.i = select i1 %cmp3.not.i.8.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.8.i = sub i32 %88, %cond.i35.8.i
  %cond9.i.8.i = add i32 %x.pn.i.8.i, %add.i36.8.i
  %cond294.8.i = select i1 %cmp262.8.i, i32 0, i32 %cond9.i.8.i
  store i32 %cond294.8.i, ptr %arrayidx250.8.i, align 4, !tbaa !21
  %mul.i30.9.i = mul i32 %cond268.11.i, %74
  %101 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.11.i, i32 %conv4.i29.9.i)
  %mul1.i31.9.i = mul i32 %101, %q.sroa.0.0.copyload.i
  %sub.i32.9.i = sub i32 %mul.i30.9.i, %mul1.i31.9.i
  %cmp.not.i33.9.i = icmp ult i32 %sub.i32.9.i, %q.sroa.0.0.copyload.i
  %sub2.i34.9.i = select i1 %cmp.not.i33.9.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i35.9.i = sub i32 %sub.i32.9.i, %sub2.i34.9.i
  %cmp3.not.i.9.i = icmp ult i32 %89, %cond.i35.9.i
  %add.i36.9.i = select i1 %cmp3.not.i.9.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.9.i = sub i32 %89, %cond.i35.9.i
  %cond9.i.9.i = add i32 %x.pn.i.9.i, %add.i36.9.i
  %cond294.9.i = select i1 %cmp262.9.i, i32 0, i32 %cond9.i.9.i
  store i32 %cond294.9.i, ptr %arrayidx250.9.i, align 4, !tbaa !21
  %mul.i30.10.i = mul i32 %cond268.11.i, %76
  %102 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.11.i, i32 %conv4.i29.10.i)
  %mul1.i31.10.i = mul i32 %102, %q.sroa.0.0.copyload.i
  %sub.i32.10.i = sub i32 %mul.i30.10.i, %mul1.i31.10.i
  %cmp.not.i33.10.i = icmp ult i32 %sub.i32.10.i, %q.sroa.0.0.copyload.i
  %sub2.i34.10.i = select i1 %cmp.not.i33.10.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i35.10.i = sub i32 %sub.i32.10.i, %sub2.i34.10.i
  %cmp3.not.i.10.i = icmp ult i32 %90, %cond.i35.10.i
  %add.i36.10.i = select i1 %cmp3.not.i.10.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.10.i = sub i32 %90, %cond.i35.10.i
  %cond9.i.10.i = add i32 %x.pn.i.10.i, %add.i36.10.i
  %cond294.10.i = select i1 %cmp262.10.i, i32 0, i32 %cond9.i.10.i
  store i32 %cond294.10.i, ptr %arrayidx250.10.i, align 4, !tbaa !21
  %mul.i30.11.i = mul i32 %cond268.11.i, %78
  %103 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond268.11.i, i32 %conv4.i29.11.i)
  %mul1.i31.11.i = mul i32 %103, %q.sroa.0.0.copyload.i
  %sub.i32.11.i = sub i32 %mul.i30.11.i, %mul1.i31.11.i
  %cmp.not.i33.11.i = icmp ult i32 %sub.i32.11.i, %q.sroa.0.0.copyload.i
  %sub2.i34.11.i = select i1 %cmp.not.i33.11.i, i32 0, i32 %q.sroa.0.0.copyload.i
  %cond.i35.11.i = sub i32 %sub.i32.11.i, %sub2.i34.11.i
  %cmp3.not.i.11.i = icmp ult i32 %91, %cond.i35.11.i
  %add.i36.11.i = select i1 %cmp3.not.i.11.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %x.pn.i.11.i = sub i32 %91, %cond.i35.11.i
  %cond9.i.11.i = add i32 %x.pn.i.11.i, %add.i36.11.i
  %cond294.11.i = select i1 %cmp262.11.i, i32 0, i32 %cond9.i.11.i
  store i32 %cond294.11.i, ptr %arrayidx250.11.i, align 4, !tbaa !21
  br label %for.inc307.i

for.inc307.i:                                     ; preds = %for.body280.preheader.i, %if.end240.i, %for.body237.i
  %add308.i = add i32 %i233.082.i, %2
  %cmp235.i = icmp ult i32 %add308.i, %n
  br i1 %cmp235.i, label %for.body237.i, label %for.cond.cleanup236.i, !llvm.loop !82

cleanup312.i:                                     ; preds = %for.cond.cleanup236.i, %_ZL9block_minjPj.exit.i
  %count.1.i = phi i32 [ %inc311.i, %for.cond.cleanup236.i ], [ %count.086.i, %_ZL9block_minjPj.exit.i ]
  %inc317.i = add nuw i32 %t.085.i, 1
  %exitcond.not.i = icmp eq i32 %inc317.i, %bw
  br i1 %exitcond.not.i, label %for.cond.cleanup92.i, label %land.rhs.i, !llvm.loop !83

if.then321.i:                                     ; preds = %for.cond.cleanup92.i
  %sub.i = add i32 %1, -32
  %cmp32489.i = icmp ult i32 %sub.i, %mul10.i
  br i1 %cmp32489.i, label %for.body326.lr.ph.i, label %if.end350.i

for.body326.lr.ph.i:                              ; preds = %if.then321.i
  %conv339.i = zext i32 %c0 to i64
  %sub346.i = add i32 %2, -32
  br label %for.body326.i

for.body326.i:                                    ; preds = %if.end344.i, %for.body326.lr.ph.i
  %e322.090.i = phi i32 [ %sub.i, %for.body326.lr.ph.i ], [ %add347.i, %if.end344.i ]
  %e322.090.i.frozen = freeze i32 %e322.090.i
  %div328.i = udiv i32 %e322.090.i.frozen, 12
  %104 = mul i32 %div328.i, 12
  %rem330.i.decomposed = sub i32 %e322.090.i.frozen, %104
  %cmp331.i = icmp ult i32 %rem330.i.decomposed, %bw
  br i1 %cmp331.i, label %if.then332.i, label %if.end344.i

if.then332.i:                                     ; preds = %for.body326.i
  %mul333.i = mul i32 %rem330.i.decomposed, %n
  %add334.i = add i32 %mul333.i, %div328.i
  %idxprom335.i = zext i32 %add334.i to i64
  %arrayidx336.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr), i64 %idxprom335.i
  %105 = load i32, ptr %arrayidx336.i, align 4, !tbaa !21
  %conv337.i = zext i32 %div328.i to i64
  %mul338.i = mul i64 %conv337.i, %ld
  %conv341.i = zext i32 %rem330.i.decomposed to i64
  %add340.i = add nuw nsw i64 %conv341.i, %conv339.i
  %add342.i = add i64 %add340.i, %mul338.i
  %arrayidx343.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add342.i
  store i32 %105, ptr %arrayidx343.i, align 4, !tbaa !21
  br label %if.end344.i

if.end344.i:                                      ; preds = %if.then332.i, %for.body326.i
  %add347.i = add i32 %sub346.i, %e322.090.i
  %cmp324.i = icmp ult i32 %add347.i, %mul10.i
  br i1 %cmp324.i, label %for.body326.i, label %if.end350.i, !llvm.loop !84

if.end350.i:                                      ; preds = %if.end344.i, %if.then321.i, %for.cond.cleanup92.i
  %cmp351.i = icmp ult i32 %1, 32
  br i1 %cmp351.i, label %for.cond353.preheader.i, label %_ZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejj.exit

for.cond353.preheader.i:                          ; preds = %if.end350.i
  %cmp35491.not.i = icmp eq i32 %count.0.lcssa.i, 0
  br i1 %cmp35491.not.i, label %for.cond.cleanup355.i, label %for.body356.lr.ph.i

for.body356.lr.ph.i:                              ; preds = %for.cond353.preheader.i
  %cmp358.i = icmp ult i32 %1, 16
  %sub377.i = add nsw i32 %1, -16
  %cmp360.i = icmp ult i32 %1, %count.0.lcssa.i
  %idxprom368.i = zext i32 %1 to i64
  %arrayidx369.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 3, i64 %idxprom368.i
  %xtraiter2 = and i32 %count.0.lcssa.i, 1
  %106 = icmp eq i32 %count.0.lcssa.i, 1
  br i1 %106, label %for.cond.cleanup355.i.loopexit.unr-lcssa, label %for.body356.lr.ph.i.new

for.body356.lr.ph.i.new:                          ; preds = %for.body356.lr.ph.i
  %unroll_iter5 = and i32 %count.0.lcssa.i, -2
  br label %for.body356.i

for.cond.cleanup355.i.loopexit.unr-lcssa:         ; preds = %cond.end380.i.1, %for.body356.lr.ph.i
  %r.092.i.unr = phi i32 [ 0, %for.body356.lr.ph.i ], [ %inc387.i.1, %cond.end380.i.1 ]
  %lcmp.mod4.not = icmp eq i32 %xtraiter2, 0
  br i1 %lcmp.mod4.not, label %for.cond.cleanup355.i, label %for.body356.i.epil

for.body356.i.epil:                               ; preds = %for.cond.cleanup355.i.loopexit.unr-lcssa
  br i1 %cmp358.i, label %cond.true359.i.epil, label %cond.false376.i.epil

cond.false376.i.epil:                             ; preds = %for.body356.i.epil
  %cmp378.i.epil = icmp eq i32 %sub377.i, %r.092.i.unr
  %cond379.i.epil = zext i1 %cmp378.i.epil to i32
  br label %cond.end380.i.epil

cond.true359.i.epil:                              ; preds = %for.body356.i.epil
  br i1 %cmp360.i, label %cond.true361.i.epil, label %cond.end380.i.epil

cond.true361.i.epil:                              ; preds = %cond.true359.i.epil
  %idxprom363.i.epil = zext i32 %r.092.i.unr to i64
  %arrayidx364.i.epil = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %idxprom363.i.epil
  %107 = load i32, ptr %arrayidx364.i.epil, align 4, !tbaa !21
  %conv365.i.epil = zext i32 %107 to i64
  %mul366.i.epil = shl nuw nsw i64 %conv365.i.epil, 4
  %108 = load i32, ptr %arrayidx369.i, align 4, !tbaa !21
  %conv370.i.epil = zext i32 %108 to i64
  %add371.i.epil = add nuw nsw i64 %mul366.i.epil, %conv370.i.epil
  %arrayidx372.i.epil = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add371.i.epil
  %109 = load i32, ptr %arrayidx372.i.epil, align 4, !tbaa !21
  br label %cond.end380.i.epil

cond.end380.i.epil:                               ; preds = %cond.true361.i.epil, %cond.true359.i.epil, %cond.false376.i.epil
  %cond381.i.epil = phi i32 [ %cond379.i.epil, %cond.false376.i.epil ], [ %109, %cond.true361.i.epil ], [ 0, %cond.true359.i.epil ]
  %idxprom382.i.epil = zext i32 %r.092.i.unr to i64
  %arrayidx385.i.epil = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom382.i.epil, i64 %idxprom368.i
  store i32 %cond381.i.epil, ptr %arrayidx385.i.epil, align 4, !tbaa !21
  br label %for.cond.cleanup355.i

for.cond.cleanup355.i:                            ; preds = %cond.end380.i.epil, %for.cond.cleanup355.i.loopexit.unr-lcssa, %for.cond353.preheader.i
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %cmp35491.not.i, label %for.cond.cleanup447.i, label %for.body393.lr.ph.i

for.body393.lr.ph.i:                              ; preds = %for.cond.cleanup355.i
  %idxprom398.i = zext i32 %1 to i64
  %conv2.i.i43.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %conv1.i.i52.i = zext i32 %q.sroa.15.0.copyload.i to i64
  br label %for.body393.i

for.body356.i:                                    ; preds = %cond.end380.i.1, %for.body356.lr.ph.i.new
  %r.092.i = phi i32 [ 0, %for.body356.lr.ph.i.new ], [ %inc387.i.1, %cond.end380.i.1 ]
  %niter6 = phi i32 [ 0, %for.body356.lr.ph.i.new ], [ %niter6.next.1, %cond.end380.i.1 ]
  br i1 %cmp358.i, label %cond.true359.i, label %cond.false376.i

cond.true359.i:                                   ; preds = %for.body356.i
  br i1 %cmp360.i, label %cond.true361.i, label %cond.end380.i

cond.true361.i:                                   ; preds = %cond.true359.i
  %idxprom363.i = zext i32 %r.092.i to i64
  %arrayidx364.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %idxprom363.i
  %110 = load i32, ptr %arrayidx364.i, align 4, !tbaa !21
  %conv365.i = zext i32 %110 to i64
  %mul366.i = shl nuw nsw i64 %conv365.i, 4
  %111 = load i32, ptr %arrayidx369.i, align 4, !tbaa !21
  %conv370.i = zext i32 %111 to i64
  %add371.i = add nuw nsw i64 %mul366.i, %conv370.i
  %arrayidx372.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add371.i
  %112 = load i32, ptr %arrayidx372.i, align 4, !tbaa !21
  br label %cond.end380.i

cond.false376.i:                                  ; preds = %for.body356.i
  %cmp378.i = icmp eq i32 %sub377.i, %r.092.i
  %cond379.i = zext i1 %cmp378.i to i32
  br label %cond.end380.i

cond.end380.i:                                    ; preds = %cond.false376.i, %cond.true361.i, %cond.true359.i
  %cond381.i = phi i32 [ %cond379.i, %cond.false376.i ], [ %112, %cond.true361.i ], [ 0, %cond.true359.i ]
  %idxprom382.i = zext i32 %r.092.i to i64
  %arrayidx385.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom382.i, i64 %idxprom368.i
  store i32 %cond381.i, ptr %arrayidx385.i, align 4, !tbaa !21
  %inc387.i = or i32 %r.092.i, 1
  br i1 %cmp358.i, label %cond.true359.i.1, label %cond.false376.i.1

cond.false376.i.1:                                ; preds = %cond.end380.i
  %cmp378.i.1 = icmp eq i32 %sub377.i, %inc387.i
  %cond379.i.1 = zext i1 %cmp378.i.1 to i32
  br label %cond.end380.i.1

cond.true359.i.1:                                 ; preds = %cond.end380.i
  br i1 %cmp360.i, label %cond.true361.i.1, label %cond.end380.i.1

cond.true361.i.1:                                 ; preds = %cond.true359.i.1
  %idxprom363.i.1 = zext i32 %inc387.i to i64
  %arrayidx364.i.1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %idxprom363.i.1
  %113 = load i32, ptr %arrayidx364.i.1, align 4, !tbaa !21
  %conv365.i.1 = zext i32 %113 to i64
  %mul366.i.1 = shl nuw nsw i64 %conv365.i.1, 4
  %114 = load i32, ptr %arrayidx369.i, align 4, !tbaa !21
  %conv370.i.1 = zext i32 %114 to i64
  %add371.i.1 = add nuw nsw i64 %mul366.i.1, %conv370.i.1
  %arrayidx372.i.1 = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add371.i.1
  %115 = load i32, ptr %arrayidx372.i.1, align 4, !tbaa !21
  br label %cond.end380.i.1

cond.end380.i.1:                                  ; preds = %cond.true361.i.1, %cond.true359.i.1, %cond.false376.i.1
  %cond381.i.1 = phi i32 [ %cond379.i.1, %cond.false376.i.1 ], [ %115, %cond.true361.i.1 ], [ 0, %cond.true359.i.1 ]
  %idxprom382.i.1 = zext i32 %inc387.i to i64
  %arrayidx385.i.1 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom382.i.1, i64 %idxprom368.i
  store i32 %cond381.i.1, ptr %arrayidx385.i.1, align 4, !tbaa !21
  %inc387.i.1 = add nuw i32 %r.092.i, 2
  %niter6.next.1 = add i32 %niter6, 2
  %niter6.ncmp.1 = icmp eq i32 %niter6.next.1, %unroll_iter5
  br i1 %niter6.ncmp.1, label %for.cond.cleanup355.i.loopexit.unr-lcssa, label %for.body356.i, !llvm.loop !85

for.body448.lr.ph.i:                              ; preds = %for.cond406.for.cond.cleanup408_crit_edge.i
  %cmp449.i = icmp ult i32 %1, 16
  %add453.i = add nuw nsw i32 %1, 16
  %idxprom454.i = zext i32 %add453.i to i64
  %116 = add i32 %count.0.lcssa.i, -1
  %xtraiter7 = and i32 %count.0.lcssa.i, 3
  %117 = icmp ult i32 %116, 3
  br i1 %117, label %for.cond.cleanup447.i.loopexit.unr-lcssa, label %for.body448.lr.ph.i.new

for.body448.lr.ph.i.new:                          ; preds = %for.body448.lr.ph.i
  %unroll_iter10 = and i32 %count.0.lcssa.i, -4
  br label %for.body448.i

for.body393.i:                                    ; preds = %for.cond406.for.cond.cleanup408_crit_edge.i, %for.body393.lr.ph.i
  %c.096.i = phi i32 [ 0, %for.body393.lr.ph.i ], [ %inc441.i, %for.cond406.for.cond.cleanup408_crit_edge.i ]
  %idxprom394.i = zext i32 %c.096.i to i64
  %arrayidx395.i = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE4pinv to ptr), i64 0, i64 %idxprom394.i
  %118 = load i32, ptr %arrayidx395.i, align 4, !tbaa !21
  %arrayidx399.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom394.i, i64 %idxprom398.i
  %119 = load i32, ptr %arrayidx399.i, align 4, !tbaa !21
  %conv.i37.i = zext i32 %118 to i64
  %conv1.i38.i = zext i32 %119 to i64
  %mul.i39.i = mul nuw i64 %conv1.i38.i, %conv.i37.i
  %conv.i.i40.i = trunc i64 %mul.i39.i to i32
  %mul.i.i41.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i40.i
  %conv1.i.i42.i = zext i32 %mul.i.i41.i to i64
  %mul3.i.i44.i = mul nuw i64 %conv1.i.i42.i, %conv2.i.i43.i
  %add.i.i45.i = add i64 %mul3.i.i44.i, %mul.i39.i
  %shr.i.i46.i = lshr i64 %add.i.i45.i, 32
  %cmp.not.i.i47.i = icmp ult i64 %shr.i.i46.i, %conv2.i.i43.i
  %sub.i.i48.i = select i1 %cmp.not.i.i47.i, i64 0, i64 %conv2.i.i43.i
  %cond.i.i49.i = sub nsw i64 %shr.i.i46.i, %sub.i.i48.i
  %conv8.i.i50.i = trunc i64 %cond.i.i49.i to i32
  store i32 %conv8.i.i50.i, ptr %arrayidx399.i, align 4, !tbaa !21
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %for.body409.i

for.cond406.for.cond.cleanup408_crit_edge.i:      ; preds = %for.inc436.i
  %inc441.i = add nuw i32 %c.096.i, 1
  %exitcond102.not.i = icmp eq i32 %inc441.i, %count.0.lcssa.i
  br i1 %exitcond102.not.i, label %for.body448.lr.ph.i, label %for.body393.i, !llvm.loop !86

for.body409.i:                                    ; preds = %for.inc436.i, %for.body393.i
  %r405.094.i = phi i32 [ 0, %for.body393.i ], [ %inc437.i, %for.inc436.i ]
  %cmp410.i = icmp eq i32 %r405.094.i, %c.096.i
  br i1 %cmp410.i, label %for.inc436.i, label %if.end412.i

if.end412.i:                                      ; preds = %for.body409.i
  %idxprom414.i = zext i32 %r405.094.i to i64
  %arrayidx417.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom414.i, i64 %idxprom394.i
  %120 = load i32, ptr %arrayidx417.i, align 4, !tbaa !21
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp418.not.i = icmp eq i32 %120, 0
  br i1 %cmp418.not.i, label %if.end435.i, label %if.then419.i

if.then419.i:                                     ; preds = %if.end412.i
  %arrayidx423.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom414.i, i64 %idxprom398.i
  %121 = load i32, ptr %arrayidx423.i, align 4, !tbaa !21
  %122 = load i32, ptr %arrayidx399.i, align 4, !tbaa !21
  %conv.i.i51.i = zext i32 %120 to i64
  %mul.i.i53.i = mul nuw i64 %conv.i.i51.i, %conv1.i.i52.i
  %conv.i.i.i.i = trunc i64 %mul.i.i53.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv2.i.i43.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i.i53.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv2.i.i43.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv2.i.i43.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv.i4.i.i = and i64 %cond.i.i.i.i, 4294967295
  %conv1.i5.i.i = zext i32 %122 to i64
  %mul.i6.i.i = mul nuw i64 %conv.i4.i.i, %conv1.i5.i.i
  %conv.i.i7.i.i = trunc i64 %mul.i6.i.i to i32
  %mul.i.i8.i.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i7.i.i
  %conv1.i.i9.i.i = zext i32 %mul.i.i8.i.i to i64
  %mul3.i.i11.i.i = mul nuw i64 %conv1.i.i9.i.i, %conv2.i.i43.i
  %add.i.i12.i.i = add i64 %mul3.i.i11.i.i, %mul.i6.i.i
  %shr.i.i13.i.i = lshr i64 %add.i.i12.i.i, 32
  %cmp.not.i.i14.i.i = icmp ult i64 %shr.i.i13.i.i, %conv2.i.i43.i
  %sub.i.i15.i.i = select i1 %cmp.not.i.i14.i.i, i64 0, i64 %conv2.i.i43.i
  %cond.i.i16.i.i = sub nsw i64 %shr.i.i13.i.i, %sub.i.i15.i.i
  %conv8.i.i17.i.i = trunc i64 %cond.i.i16.i.i to i32
  %cmp.not.i54.i = icmp ult i32 %121, %conv8.i.i17.i.i
  %add.i55.i = select i1 %cmp.not.i54.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i = sub i32 %121, %conv8.i.i17.i.i
  %cond.i56.i = add i32 %a.pn.i.i, %add.i55.i
  store i32 %cond.i56.i, ptr %arrayidx423.i, align 4, !tbaa !21
  br label %if.end435.i

if.end435.i:                                      ; preds = %if.then419.i, %if.end412.i
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %for.inc436.i

for.inc436.i:                                     ; preds = %if.end435.i, %for.body409.i
  %inc437.i = add nuw i32 %r405.094.i, 1
  %exitcond101.not.i = icmp eq i32 %inc437.i, %count.0.lcssa.i
  br i1 %exitcond101.not.i, label %for.cond406.for.cond.cleanup408_crit_edge.i, label %for.body409.i, !llvm.loop !87

for.cond.cleanup447.i.loopexit.unr-lcssa:         ; preds = %for.inc461.i.3, %for.body448.lr.ph.i
  %r444.098.i.unr = phi i32 [ 0, %for.body448.lr.ph.i ], [ %inc462.i.3, %for.inc461.i.3 ]
  %lcmp.mod9.not = icmp eq i32 %xtraiter7, 0
  br i1 %lcmp.mod9.not, label %for.cond.cleanup447.i, label %for.body448.i.epil

for.body448.i.epil:                               ; preds = %for.cond.cleanup447.i.loopexit.unr-lcssa, %for.inc461.i.epil
  %r444.098.i.epil = phi i32 [ %inc462.i.epil, %for.inc461.i.epil ], [ %r444.098.i.unr, %for.cond.cleanup447.i.loopexit.unr-lcssa ]
  %epil.iter8 = phi i32 [ %epil.iter8.next, %for.inc461.i.epil ], [ 0, %for.cond.cleanup447.i.loopexit.unr-lcssa ]
  br i1 %cmp449.i, label %if.then450.i.epil, label %for.inc461.i.epil

if.then450.i.epil:                                ; preds = %for.body448.i.epil
  %mul456.i.epil = shl i32 %r444.098.i.epil, 4
  %add457.i.epil = add nuw i32 %mul456.i.epil, %1
  %idxprom458.i.epil = zext i32 %add457.i.epil to i64
  %arrayidx459.i.epil = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom458.i.epil
  %idxprom451.i.epil = zext i32 %r444.098.i.epil to i64
  %arrayidx455.i.epil = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom451.i.epil, i64 %idxprom454.i
  %123 = load i32, ptr %arrayidx455.i.epil, align 4, !tbaa !21
  store i32 %123, ptr %arrayidx459.i.epil, align 4, !tbaa !21
  br label %for.inc461.i.epil

for.inc461.i.epil:                                ; preds = %if.then450.i.epil, %for.body448.i.epil
  %inc462.i.epil = add nuw i32 %r444.098.i.epil, 1
  %epil.iter8.next = add i32 %epil.iter8, 1
  %epil.iter8.cmp.not = icmp eq i32 %epil.iter8.next, %xtraiter7
  br i1 %epil.iter8.cmp.not, label %for.cond.cleanup447.i, label %for.body448.i.epil, !llvm.loop !88

for.cond.cleanup447.i:                            ; preds = %for.cond.cleanup447.i.loopexit.unr-lcssa, %for.inc461.i.epil, %for.cond.cleanup355.i
  %cmp465.i = icmp eq i32 %1, 0
  br i1 %cmp465.i, label %if.then466.i, label %_ZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejj.exit

for.body448.i:                                    ; preds = %for.inc461.i.3, %for.body448.lr.ph.i.new
  %r444.098.i = phi i32 [ 0, %for.body448.lr.ph.i.new ], [ %inc462.i.3, %for.inc461.i.3 ]
  %niter11 = phi i32 [ 0, %for.body448.lr.ph.i.new ], [ %niter11.next.3, %for.inc461.i.3 ]
  br i1 %cmp449.i, label %if.then450.i, label %for.inc461.i.3

if.then450.i:                                     ; preds = %for.body448.i
  %mul456.i = shl i32 %r444.098.i, 4
  %add457.i = add nuw i32 %mul456.i, %1
  %idxprom458.i = zext i32 %add457.i to i64
  %arrayidx459.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom458.i
  %idxprom451.i = zext i32 %r444.098.i to i64
  %arrayidx455.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom451.i, i64 %idxprom454.i
  %124 = load i32, ptr %arrayidx455.i, align 4, !tbaa !21
  store i32 %124, ptr %arrayidx459.i, align 4, !tbaa !21
  %inc462.i = or i32 %r444.098.i, 1
  %mul456.i.1 = shl i32 %inc462.i, 4
  %add457.i.1 = add nuw i32 %mul456.i.1, %1
  %idxprom458.i.1 = zext i32 %add457.i.1 to i64
  %arrayidx459.i.1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom458.i.1
  %idxprom451.i.1 = zext i32 %inc462.i to i64
  %arrayidx455.i.1 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom451.i.1, i64 %idxprom454.i
  %125 = load i32, ptr %arrayidx455.i.1, align 4, !tbaa !21
  store i32 %125, ptr %arrayidx459.i.1, align 4, !tbaa !21
  %inc462.i.1 = or i32 %r444.098.i, 2
  %mul456.i.2 = shl i32 %inc462.i.1, 4
  %add457.i.2 = add nuw i32 %mul456.i.2, %1
  %idxprom458.i.2 = zext i32 %add457.i.2 to i64
  %arrayidx459.i.2 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom458.i.2
  %idxprom451.i.2 = zext i32 %inc462.i.1 to i64
  %arrayidx455.i.2 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom451.i.2, i64 %idxprom454.i
  %126 = load i32, ptr %arrayidx455.i.2, align 4, !tbaa !21
  store i32 %126, ptr %arrayidx459.i.2, align 4, !tbaa !21
  %inc462.i.2 = or i32 %r444.098.i, 3
  %mul456.i.3 = shl i32 %inc462.i.2, 4
  %add457.i.3 = add nuw i32 %mul456.i.3, %1
  %idxprom458.i.3 = zext i32 %add457.i.3 to i64
  %arrayidx459.i.3 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom458.i.3
  %idxprom451.i.3 = zext i32 %inc462.i.2 to i64
  %arrayidx455.i.3 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom451.i.3, i64 %idxprom454.i
  %127 = load i32, ptr %arrayidx455.i.3, align 4, !tbaa !21
  store i32 %127, ptr %arrayidx459.i.3, align 4, !tbaa !21
  br label %for.inc461.i.3

for.inc461.i.3:                                   ; preds = %for.body448.i, %if.then450.i
  %inc462.i.3 = add nuw i32 %r444.098.i, 4
  %niter11.next.3 = add i32 %niter11, 4
  %niter11.ncmp.3 = icmp eq i32 %niter11.next.3, %unroll_iter10
  br i1 %niter11.ncmp.3, label %for.cond.cleanup447.i.loopexit.unr-lcssa, label %for.body448.i, !llvm.loop !89

if.then466.i:                                     ; preds = %for.cond.cleanup447.i
  %count467.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 1
  %add468.i = add i32 %count.0.lcssa.i, %3
  store i32 %count.0.lcssa.i, ptr %count467.i, align 4, !tbaa !64
  store i32 %add468.i, ptr %add.ptr13.i, align 4, !tbaa !49
  br label %_ZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejj.exit

_ZL12panel_factorILj12ELb1EEvPjjjyyPK7GbPrimeS0_S0_S0_S0_S0_P10PanelStatejj.exit: ; preds = %if.end350.i, %for.cond.cleanup447.i, %if.then466.i
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_panel_w(ptr nocapture noundef readonly %mats, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %states, ptr nocapture noundef writeonly %wbuf, i32 noundef %c1) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idx.ext = zext i32 %0 to i64
  %count1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 1
  %1 = load i32, ptr %count1, align 4, !tbaa !64
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %cleanup71, label %if.end

if.end:                                           ; preds = %entry
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp3107 = icmp ult i32 %2, 256
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %cmp3107, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body, %if.end
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %4, %3
  %add9 = add i32 %mul, %2
  %add10 = add i32 %add9, %c1
  %cmp11.not = icmp ult i32 %add10, %m
  br i1 %cmp11.not, label %if.end13, label %cleanup71

for.body:                                         ; preds = %if.end, %for.body
  %x.0108 = phi i32 [ %add, %for.body ], [ %2, %if.end ]
  %idxprom = zext i32 %x.0108 to i64
  %arrayidx = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 4, i64 %idxprom
  %5 = load i32, ptr %arrayidx, align 4, !tbaa !21
  %arrayidx5 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom
  store i32 %5, ptr %arrayidx5, align 4, !tbaa !21
  %add = add i32 %x.0108, %3
  %cmp3 = icmp ult i32 %add, 256
  br i1 %cmp3, label %for.body, label %for.cond.cleanup, !llvm.loop !90

if.end13:                                         ; preds = %for.cond.cleanup
  %arrayidx15 = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idx.ext
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx15, align 8, !tbaa.struct !20
  %q.sroa.5105.0.arrayidx15.sroa_idx = getelementptr inbounds i8, ptr %arrayidx15, i64 16
  %q.sroa.5105.0.copyload = load i64, ptr %q.sroa.5105.0.arrayidx15.sroa_idx, align 8, !tbaa.struct !28
  %conv = zext i32 %q.sroa.0.0.copyload to i64
  %mul18 = mul i64 %idx.ext, %stride
  %add.ptr19 = getelementptr inbounds i32, ptr %mats, i64 %mul18
  %conv29 = zext i32 %add10 to i64
  %arrayidx26 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 0
  %6 = load i32, ptr %arrayidx26, align 4, !tbaa !21
  %conv27 = zext i32 %6 to i64
  %mul28 = mul i64 %conv27, %ld
  %add30 = add i64 %mul28, %conv29
  %arrayidx31 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30
  %7 = load i32, ptr %arrayidx31, align 4, !tbaa !21
  %cmp24.1 = icmp ugt i32 %1, 1
  br i1 %cmp24.1, label %cond.true.1, label %cond.end.1

cond.true.1:                                      ; preds = %if.end13
  %arrayidx26.1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 1
  %8 = load i32, ptr %arrayidx26.1, align 4, !tbaa !21
  %conv27.1 = zext i32 %8 to i64
  %mul28.1 = mul i64 %conv27.1, %ld
  %add30.1 = add i64 %mul28.1, %conv29
  %arrayidx31.1 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.1
  %9 = load i32, ptr %arrayidx31.1, align 4, !tbaa !21
  %phi.cast126 = zext i32 %9 to i64
  br label %cond.end.1

cond.end.1:                                       ; preds = %cond.true.1, %if.end13
  %cond.1 = phi i64 [ %phi.cast126, %cond.true.1 ], [ 0, %if.end13 ]
  %cmp24.2 = icmp ugt i32 %1, 2
  br i1 %cmp24.2, label %cond.true.2, label %cond.end.2

cond.true.2:                                      ; preds = %cond.end.1
  %arrayidx26.2 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 2
  %10 = load i32, ptr %arrayidx26.2, align 4, !tbaa !21
  %conv27.2 = zext i32 %10 to i64
  %mul28.2 = mul i64 %conv27.2, %ld
  %add30.2 = add i64 %mul28.2, %conv29
  %arrayidx31.2 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.2
  %11 = load i32, ptr %arrayidx31.2, align 4, !tbaa !21
  %phi.cast127 = zext i32 %11 to i64
  br label %cond.end.2

cond.end.2:                                       ; preds = %cond.true.2, %cond.end.1
  %cond.2 = phi i64 [ %phi.cast127, %cond.true.2 ], [ 0, %cond.end.1 ]
  %cmp24.3 = icmp ugt i32 %1, 3
  br i1 %cmp24.3, label %cond.true.3, label %cond.end.3

cond.true.3:                                      ; preds = %cond.end.2
  %arrayidx26.3 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 3
  %12 = load i32, ptr %arrayidx26.3, align 4, !tbaa !21
  %conv27.3 = zext i32 %12 to i64
  %mul28.3 = mul i64 %conv27.3, %ld
  %add30.3 = add i64 %mul28.3, %conv29
  %arrayidx31.3 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.3
  %13 = load i32, ptr %arrayidx31.3, align 4, !tbaa !21
  %phi.cast = zext i32 %13 to i64
  br label %cond.end.3

cond.end.3:                                       ; preds = %cond.true.3, %cond.end.2
  %cond.3 = phi i64 [ %phi.cast, %cond.true.3 ], [ 0, %cond.end.2 ]
  %cmp24.4 = icmp ugt i32 %1, 4
  br i1 %cmp24.4, label %cond.true.4, label %cond.end.4

cond.true.4:                                      ; preds = %cond.end.3
  %arrayidx26.4 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 4
  %14 = load i32, ptr %arrayidx26.4, align 4, !tbaa !21
  %conv27.4 = zext i32 %14 to i64
  %mul28.4 = mul i64 %conv27.4, %ld
  %add30.4 = add i64 %mul28.4, %conv29
  %arrayidx31.4 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.4
  %15 = load i32, ptr %arrayidx31.4, align 4, !tbaa !21
  %phi.cast114 = zext i32 %15 to i64
  br label %cond.end.4

cond.end.4:                                       ; preds = %cond.true.4, %cond.end.3
  %cond.4 = phi i64 [ %phi.cast114, %cond.true.4 ], [ 0, %cond.end.3 ]
  %cmp24.5 = icmp ugt i32 %1, 5
  br i1 %cmp24.5, label %cond.true.5, label %cond.end.5

cond.true.5:                                      ; preds = %cond.end.4
  %arrayidx26.5 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 5
  %16 = load i32, ptr %arrayidx26.5, align 4, !tbaa !21
  %conv27.5 = zext i32 %16 to i64
  %mul28.5 = mul i64 %conv27.5, %ld
  %add30.5 = add i64 %mul28.5, %conv29
  %arrayidx31.5 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.5
  %17 = load i32, ptr %arrayidx31.5, align 4, !tbaa !21
  %phi.cast115 = zext i32 %17 to i64
  br label %cond.end.5

cond.end.5:                                       ; preds = %cond.true.5, %cond.end.4
  %cond.5 = phi i64 [ %phi.cast115, %cond.true.5 ], [ 0, %cond.end.4 ]
  %cmp24.6 = icmp ugt i32 %1, 6
  br i1 %cmp24.6, label %cond.true.6, label %cond.end.6

cond.true.6:                                      ; preds = %cond.end.5
  %arrayidx26.6 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 6
  %18 = load i32, ptr %arrayidx26.6, align 4, !tbaa !21
  %conv27.6 = zext i32 %18 to i64
  %mul28.6 = mul i64 %conv27.6, %ld
  %add30.6 = add i64 %mul28.6, %conv29
  %arrayidx31.6 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.6
  %19 = load i32, ptr %arrayidx31.6, align 4, !tbaa !21
  %phi.cast116 = zext i32 %19 to i64
  br label %cond.end.6

cond.end.6:                                       ; preds = %cond.true.6, %cond.end.5
  %cond.6 = phi i64 [ %phi.cast116, %cond.true.6 ], [ 0, %cond.end.5 ]
  %cmp24.7 = icmp ugt i32 %1, 7
  br i1 %cmp24.7, label %cond.true.7, label %cond.end.7

cond.true.7:                                      ; preds = %cond.end.6
  %arrayidx26.7 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 7
  %20 = load i32, ptr %arrayidx26.7, align 4, !tbaa !21
  %conv27.7 = zext i32 %20 to i64
  %mul28.7 = mul i64 %conv27.7, %ld
  %add30.7 = add i64 %mul28.7, %conv29
  %arrayidx31.7 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.7
  %21 = load i32, ptr %arrayidx31.7, align 4, !tbaa !21
  %phi.cast117 = zext i32 %21 to i64
  br label %cond.end.7

cond.end.7:                                       ; preds = %cond.true.7, %cond.end.6
  %cond.7 = phi i64 [ %phi.cast117, %cond.true.7 ], [ 0, %cond.end.6 ]
  %cmp24.8 = icmp ugt i32 %1, 8
  br i1 %cmp24.8, label %cond.true.8, label %cond.end.8

cond.true.8:                                      ; preds = %cond.end.7
  %arrayidx26.8 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 8
  %22 = load i32, ptr %arrayidx26.8, align 4, !tbaa !21
  %conv27.8 = zext i32 %22 to i64
  %mul28.8 = mul i64 %conv27.8, %ld
  %add30.8 = add i64 %mul28.8, %conv29
  %arrayidx31.8 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.8
  %23 = load i32, ptr %arrayidx31.8, align 4, !tbaa !21
  %phi.cast118 = zext i32 %23 to i64
  br label %cond.end.8

cond.end.8:                                       ; preds = %cond.true.8, %cond.end.7
  %cond.8 = phi i64 [ %phi.cast118, %cond.true.8 ], [ 0, %cond.end.7 ]
  %cmp24.9 = icmp ugt i32 %1, 9
  br i1 %cmp24.9, label %cond.true.9, label %cond.end.9

cond.true.9:                                      ; preds = %cond.end.8
  %arrayidx26.9 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 9
  %24 = load i32, ptr %arrayidx26.9, align 4, !tbaa !21
  %conv27.9 = zext i32 %24 to i64
  %mul28.9 = mul i64 %conv27.9, %ld
  %add30.9 = add i64 %mul28.9, %conv29
  %arrayidx31.9 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.9
  %25 = load i32, ptr %arrayidx31.9, align 4, !tbaa !21
  %phi.cast119 = zext i32 %25 to i64
  br label %cond.end.9

cond.end.9:                                       ; preds = %cond.true.9, %cond.end.8
  %cond.9 = phi i64 [ %phi.cast119, %cond.true.9 ], [ 0, %cond.end.8 ]
  %cmp24.10 = icmp ugt i32 %1, 10
  br i1 %cmp24.10, label %cond.true.10, label %cond.end.10

cond.true.10:                                     ; preds = %cond.end.9
  %arrayidx26.10 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 10
  %26 = load i32, ptr %arrayidx26.10, align 4, !tbaa !21
  %conv27.10 = zext i32 %26 to i64
  %mul28.10 = mul i64 %conv27.10, %ld
  %add30.10 = add i64 %mul28.10, %conv29
  %arrayidx31.10 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.10
  %27 = load i32, ptr %arrayidx31.10, align 4, !tbaa !21
  %phi.cast120 = zext i32 %27 to i64
  br label %cond.end.10

cond.end.10:                                      ; preds = %cond.true.10, %cond.end.9
  %cond.10 = phi i64 [ %phi.cast120, %cond.true.10 ], [ 0, %cond.end.9 ]
  %cmp24.11 = icmp ugt i32 %1, 11
  br i1 %cmp24.11, label %cond.true.11, label %cond.end.11

cond.true.11:                                     ; preds = %cond.end.10
  %arrayidx26.11 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 11
  %28 = load i32, ptr %arrayidx26.11, align 4, !tbaa !21
  %conv27.11 = zext i32 %28 to i64
  %mul28.11 = mul i64 %conv27.11, %ld
  %add30.11 = add i64 %mul28.11, %conv29
  %arrayidx31.11 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.11
  %29 = load i32, ptr %arrayidx31.11, align 4, !tbaa !21
  %phi.cast121 = zext i32 %29 to i64
  br label %cond.end.11

cond.end.11:                                      ; preds = %cond.true.11, %cond.end.10
  %cond.11 = phi i64 [ %phi.cast121, %cond.true.11 ], [ 0, %cond.end.10 ]
  %cmp24.12 = icmp ugt i32 %1, 12
  br i1 %cmp24.12, label %cond.true.12, label %cond.end.12

cond.true.12:                                     ; preds = %cond.end.11
  %arrayidx26.12 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 12
  %30 = load i32, ptr %arrayidx26.12, align 4, !tbaa !21
  %conv27.12 = zext i32 %30 to i64
  %mul28.12 = mul i64 %conv27.12, %ld
  %add30.12 = add i64 %mul28.12, %conv29
  %arrayidx31.12 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.12
  %31 = load i32, ptr %arrayidx31.12, align 4, !tbaa !21
  %phi.cast122 = zext i32 %31 to i64
  br label %cond.end.12

cond.end.12:                                      ; preds = %cond.true.12, %cond.end.11
  %cond.12 = phi i64 [ %phi.cast122, %cond.true.12 ], [ 0, %cond.end.11 ]
  %cmp24.13 = icmp ugt i32 %1, 13
  br i1 %cmp24.13, label %cond.true.13, label %cond.end.13

cond.true.13:                                     ; preds = %cond.end.12
  %arrayidx26.13 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 13
  %32 = load i32, ptr %arrayidx26.13, align 4, !tbaa !21
  %conv27.13 = zext i32 %32 to i64
  %mul28.13 = mul i64 %conv27.13, %ld
  %add30.13 = add i64 %mul28.13, %conv29
  %arrayidx31.13 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.13
  %33 = load i32, ptr %arrayidx31.13, align 4, !tbaa !21
  %phi.cast123 = zext i32 %33 to i64
  br label %cond.end.13

cond.end.13:                                      ; preds = %cond.true.13, %cond.end.12
  %cond.13 = phi i64 [ %phi.cast123, %cond.true.13 ], [ 0, %cond.end.12 ]
  %cmp24.14 = icmp ugt i32 %1, 14
  br i1 %cmp24.14, label %cond.true.14, label %cond.end.14

cond.true.14:                                     ; preds = %cond.end.13
  %arrayidx26.14 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 14
  %34 = load i32, ptr %arrayidx26.14, align 4, !tbaa !21
  %conv27.14 = zext i32 %34 to i64
  %mul28.14 = mul i64 %conv27.14, %ld
  %add30.14 = add i64 %mul28.14, %conv29
  %arrayidx31.14 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.14
  %35 = load i32, ptr %arrayidx31.14, align 4, !tbaa !21
  %phi.cast124 = zext i32 %35 to i64
  br label %cond.end.14

cond.end.14:                                      ; preds = %cond.true.14, %cond.end.13
  %cond.14 = phi i64 [ %phi.cast124, %cond.true.14 ], [ 0, %cond.end.13 ]
  %cmp24.15 = icmp ugt i32 %1, 15
  br i1 %cmp24.15, label %cond.true.15, label %cond.end.15

cond.true.15:                                     ; preds = %cond.end.14
  %arrayidx26.15 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 15
  %36 = load i32, ptr %arrayidx26.15, align 4, !tbaa !21
  %conv27.15 = zext i32 %36 to i64
  %mul28.15 = mul i64 %conv27.15, %ld
  %add30.15 = add i64 %mul28.15, %conv29
  %arrayidx31.15 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.15
  %37 = load i32, ptr %arrayidx31.15, align 4, !tbaa !21
  %phi.cast125 = zext i32 %37 to i64
  br label %cond.end.15

cond.end.15:                                      ; preds = %cond.true.15, %cond.end.14
  %cond.15 = phi i64 [ %phi.cast125, %cond.true.15 ], [ 0, %cond.end.14 ]
  %shr = lshr i64 %q.sroa.5105.0.copyload, 1
  %mul16 = mul i64 %shr, %conv
  %mul37 = shl nuw nsw i64 %idx.ext, 4
  %conv38 = zext i32 %m to i64
  %mul39 = mul i64 %mul37, %conv38
  %add.ptr40 = getelementptr inbounds i32, ptr %wbuf, i64 %mul39
  %umax = tail call i32 @llvm.umax.i32(i32 %1, i32 1)
  %conv1.i = zext i32 %7 to i64
  br label %for.cond46.preheader

for.cond46.preheader:                             ; preds = %cond.end.15, %for.cond46.preheader
  %r.0113 = phi i32 [ %inc68, %for.cond46.preheader ], [ 0, %cond.end.15 ]
  %mul50 = shl i32 %r.0113, 4
  %idxprom52 = zext i32 %mul50 to i64
  %arrayidx53 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52
  %38 = load i32, ptr %arrayidx53, align 4, !tbaa !21
  %conv.i101 = zext i32 %38 to i64
  %mul.i102 = mul nuw i64 %conv1.i, %conv.i101
  %cmp.i = icmp slt i64 %mul.i102, 0
  %sub.i103 = select i1 %cmp.i, i64 %mul16, i64 0
  %cond.i104 = sub i64 %mul.i102, %sub.i103
  %add51.1 = or i32 %mul50, 1
  %idxprom52.1 = zext i32 %add51.1 to i64
  %arrayidx53.1 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.1
  %39 = load i32, ptr %arrayidx53.1, align 4, !tbaa !21
  %conv.i101.1 = zext i32 %39 to i64
  %mul.i102.1 = mul nuw i64 %cond.1, %conv.i101.1
  %add.i.1 = add i64 %mul.i102.1, %cond.i104
  %cmp.i.1 = icmp slt i64 %add.i.1, 0
  %sub.i103.1 = select i1 %cmp.i.1, i64 %mul16, i64 0
  %cond.i104.1 = sub i64 %add.i.1, %sub.i103.1
  %add51.2 = or i32 %mul50, 2
  %idxprom52.2 = zext i32 %add51.2 to i64
  %arrayidx53.2 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.2
  %40 = load i32, ptr %arrayidx53.2, align 4, !tbaa !21
  %conv.i101.2 = zext i32 %40 to i64
  %mul.i102.2 = mul nuw i64 %cond.2, %conv.i101.2
  %add.i.2 = add i64 %mul.i102.2, %cond.i104.1
  %cmp.i.2 = icmp slt i64 %add.i.2, 0
  %sub.i103.2 = select i1 %cmp.i.2, i64 %mul16, i64 0
  %cond.i104.2 = sub i64 %add.i.2, %sub.i103.2
  %add51.3 = or i32 %mul50, 3
  %idxprom52.3 = zext i32 %add51.3 to i64
  %arrayidx53.3 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.3
  %41 = load i32, ptr %arrayidx53.3, align 4, !tbaa !21
  %conv.i101.3 = zext i32 %41 to i64
  %mul.i102.3 = mul nuw i64 %cond.3, %conv.i101.3
  %add.i.3 = add i64 %mul.i102.3, %cond.i104.2
  %cmp.i.3 = icmp slt i64 %add.i.3, 0
  %sub.i103.3 = select i1 %cmp.i.3, i64 %mul16, i64 0
  %cond.i104.3 = sub i64 %add.i.3, %sub.i103.3
  %add51.4 = or i32 %mul50, 4
  %idxprom52.4 = zext i32 %add51.4 to i64
  %arrayidx53.4 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.4
  %42 = load i32, ptr %arrayidx53.4, align 4, !tbaa !21
  %conv.i101.4 = zext i32 %42 to i64
  %mul.i102.4 = mul nuw i64 %cond.4, %conv.i101.4
  %add.i.4 = add i64 %mul.i102.4, %cond.i104.3
  %cmp.i.4 = icmp slt i64 %add.i.4, 0
  %sub.i103.4 = select i1 %cmp.i.4, i64 %mul16, i64 0
  %cond.i104.4 = sub i64 %add.i.4, %sub.i103.4
  %add51.5 = or i32 %mul50, 5
  %idxprom52.5 = zext i32 %add51.5 to i64
  %arrayidx53.5 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.5
  %43 = load i32, ptr %arrayidx53.5, align 4, !tbaa !21
  %conv.i101.5 = zext i32 %43 to i64
  %mul.i102.5 = mul nuw i64 %cond.5, %conv.i101.5
  %add.i.5 = add i64 %mul.i102.5, %cond.i104.4
  %cmp.i.5 = icmp slt i64 %add.i.5, 0
  %sub.i103.5 = select i1 %cmp.i.5, i64 %mul16, i64 0
  %cond.i104.5 = sub i64 %add.i.5, %sub.i103.5
  %add51.6 = or i32 %mul50, 6
  %idxprom52.6 = zext i32 %add51.6 to i64
  %arrayidx53.6 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.6
  %44 = load i32, ptr %arrayidx53.6, align 4, !tbaa !21
  %conv.i101.6 = zext i32 %44 to i64
  %mul.i102.6 = mul nuw i64 %cond.6, %conv.i101.6
  %add.i.6 = add i64 %mul.i102.6, %cond.i104.5
  %cmp.i.6 = icmp slt i64 %add.i.6, 0
  %sub.i103.6 = select i1 %cmp.i.6, i64 %mul16, i64 0
  %cond.i104.6 = sub i64 %add.i.6, %sub.i103.6
  %add51.7 = or i32 %mul50, 7
  %idxprom52.7 = zext i32 %add51.7 to i64
  %arrayidx53.7 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.7
  %45 = load i32, ptr %arrayidx53.7, align 4, !tbaa !21
  %conv.i101.7 = zext i32 %45 to i64
  %mul.i102.7 = mul nuw i64 %cond.7, %conv.i101.7
  %add.i.7 = add i64 %mul.i102.7, %cond.i104.6
  %cmp.i.7 = icmp slt i64 %add.i.7, 0
  %sub.i103.7 = select i1 %cmp.i.7, i64 %mul16, i64 0
  %cond.i104.7 = sub i64 %add.i.7, %sub.i103.7
  %add51.8 = or i32 %mul50, 8
  %idxprom52.8 = zext i32 %add51.8 to i64
  %arrayidx53.8 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.8
  %46 = load i32, ptr %arrayidx53.8, align 4, !tbaa !21
  %conv.i101.8 = zext i32 %46 to i64
  %mul.i102.8 = mul nuw i64 %cond.8, %conv.i101.8
  %add.i.8 = add i64 %mul.i102.8, %cond.i104.7
  %cmp.i.8 = icmp slt i64 %add.i.8, 0
  %sub.i103.8 = select i1 %cmp.i.8, i64 %mul16, i64 0
  %cond.i104.8 = sub i64 %add.i.8, %sub.i103.8
  %add51.9 = or i32 %mul50, 9
  %idxprom52.9 = zext i32 %add51.9 to i64
  %arrayidx53.9 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.9
  %47 = load i32, ptr %arrayidx53.9, align 4, !tbaa !21
  %conv.i101.9 = zext i32 %47 to i64
  %mul.i102.9 = mul nuw i64 %cond.9, %conv.i101.9
  %add.i.9 = add i64 %mul.i102.9, %cond.i104.8
  %cmp.i.9 = icmp slt i64 %add.i.9, 0
  %sub.i103.9 = select i1 %cmp.i.9, i64 %mul16, i64 0
  %cond.i104.9 = sub i64 %add.i.9, %sub.i103.9
  %add51.10 = or i32 %mul50, 10
  %idxprom52.10 = zext i32 %add51.10 to i64
  %arrayidx53.10 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.10
  %48 = load i32, ptr %arrayidx53.10, align 4, !tbaa !21
  %conv.i101.10 = zext i32 %48 to i64
  %mul.i102.10 = mul nuw i64 %cond.10, %conv.i101.10
  %add.i.10 = add i64 %mul.i102.10, %cond.i104.9
  %cmp.i.10 = icmp slt i64 %add.i.10, 0
  %sub.i103.10 = select i1 %cmp.i.10, i64 %mul16, i64 0
  %cond.i104.10 = sub i64 %add.i.10, %sub.i103.10
  %add51.11 = or i32 %mul50, 11
  %idxprom52.11 = zext i32 %add51.11 to i64
  %arrayidx53.11 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.11
  %49 = load i32, ptr %arrayidx53.11, align 4, !tbaa !21
  %conv.i101.11 = zext i32 %49 to i64
  %mul.i102.11 = mul nuw i64 %cond.11, %conv.i101.11
  %add.i.11 = add i64 %mul.i102.11, %cond.i104.10
  %cmp.i.11 = icmp slt i64 %add.i.11, 0
  %sub.i103.11 = select i1 %cmp.i.11, i64 %mul16, i64 0
  %cond.i104.11 = sub i64 %add.i.11, %sub.i103.11
  %add51.12 = or i32 %mul50, 12
  %idxprom52.12 = zext i32 %add51.12 to i64
  %arrayidx53.12 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.12
  %50 = load i32, ptr %arrayidx53.12, align 4, !tbaa !21
  %conv.i101.12 = zext i32 %50 to i64
  %mul.i102.12 = mul nuw i64 %cond.12, %conv.i101.12
  %add.i.12 = add i64 %mul.i102.12, %cond.i104.11
  %cmp.i.12 = icmp slt i64 %add.i.12, 0
  %sub.i103.12 = select i1 %cmp.i.12, i64 %mul16, i64 0
  %cond.i104.12 = sub i64 %add.i.12, %sub.i103.12
  %add51.13 = or i32 %mul50, 13
  %idxprom52.13 = zext i32 %add51.13 to i64
  %arrayidx53.13 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.13
  %51 = load i32, ptr %arrayidx53.13, align 4, !tbaa !21
  %conv.i101.13 = zext i32 %51 to i64
  %mul.i102.13 = mul nuw i64 %cond.13, %conv.i101.13
  %add.i.13 = add i64 %mul.i102.13, %cond.i104.12
  %cmp.i.13 = icmp slt i64 %add.i.13, 0
  %sub.i103.13 = select i1 %cmp.i.13, i64 %mul16, i64 0
  %cond.i104.13 = sub i64 %add.i.13, %sub.i103.13
  %add51.14 = or i32 %mul50, 14
  %idxprom52.14 = zext i32 %add51.14 to i64
  %arrayidx53.14 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.14
  %52 = load i32, ptr %arrayidx53.14, align 4, !tbaa !21
  %conv.i101.14 = zext i32 %52 to i64
  %mul.i102.14 = mul nuw i64 %cond.14, %conv.i101.14
  %add.i.14 = add i64 %mul.i102.14, %cond.i104.13
  %cmp.i.14 = icmp slt i64 %add.i.14, 0
  %sub.i103.14 = select i1 %cmp.i.14, i64 %mul16, i64 0
  %cond.i104.14 = sub i64 %add.i.14, %sub.i103.14
  %add51.15 = or i32 %mul50, 15
  %idxprom52.15 = zext i32 %add51.15 to i64
  %arrayidx53.15 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.15
  %53 = load i32, ptr %arrayidx53.15, align 4, !tbaa !21
  %conv.i101.15 = zext i32 %53 to i64
  %mul.i102.15 = mul nuw i64 %cond.15, %conv.i101.15
  %add.i.15 = add i64 %mul.i102.15, %cond.i104.14
  %cmp.i.15 = icmp slt i64 %add.i.15, 0
  %sub.i103.15 = select i1 %cmp.i.15, i64 %mul16, i64 0
  %cond.i104.15 = sub i64 %add.i.15, %sub.i103.15
  %54 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i104.15, i64 %q.sroa.5105.0.copyload)
  %mul.i = mul i64 %54, %conv
  %sub.i = sub i64 %cond.i104.15, %mul.i
  %cmp.not.i = icmp ult i64 %sub.i, %conv
  %sub5.i = select i1 %cmp.not.i, i64 0, i64 %conv
  %cond.i = sub i64 %sub.i, %sub5.i
  %conv6.i = trunc i64 %cond.i to i32
  %conv61 = zext i32 %r.0113 to i64
  %mul63 = mul nuw i64 %conv61, %conv38
  %add65 = add i64 %mul63, %conv29
  %arrayidx66 = getelementptr inbounds i32, ptr %add.ptr40, i64 %add65
  store i32 %conv6.i, ptr %arrayidx66, align 4, !tbaa !21
  %inc68 = add nuw i32 %r.0113, 1
  %exitcond.not = icmp eq i32 %inc68, %umax
  br i1 %exitcond.not, label %cleanup71, label %for.cond46.preheader, !llvm.loop !91

cleanup71:                                        ; preds = %for.cond46.preheader, %for.cond.cleanup, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_panel_update(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %rowpiv, ptr nocapture noundef readonly %cbuf, ptr nocapture noundef readonly %states, ptr nocapture noundef readonly %wbuf, i32 noundef %c1) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idx.ext = zext i32 %0 to i64
  %count1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 1
  %1 = load i32, ptr %count1, align 4, !tbaa !64
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %cleanup240, label %if.end

if.end:                                           ; preds = %entry
  %add.ptr = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext
  %arrayidx = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idx.ext
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !20
  %q.sroa.6356.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 16
  %q.sroa.6356.0.copyload = load i64, ptr %q.sroa.6356.0.arrayidx.sroa_idx, align 8, !tbaa.struct !28
  %shr = lshr i64 %q.sroa.6356.0.copyload, 1
  %conv = zext i32 %q.sroa.0.0.copyload to i64
  %mul = mul i64 %shr, %conv
  %2 = load i32, ptr %add.ptr, align 4, !tbaa !49
  %sub = sub i32 %2, %1
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul4 = shl i32 %4, 6
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul6 = shl i32 %5, 6
  %add = add i32 %mul6, %c1
  %conv8 = zext i32 %n to i64
  %mul9 = mul nuw i64 %conv8, %idx.ext
  %add.ptr10 = getelementptr inbounds i32, ptr %rowpiv, i64 %mul9
  %mul14 = shl i64 %mul9, 4
  %add.ptr15 = getelementptr inbounds i32, ptr %cbuf, i64 %mul14
  %mul17 = shl nuw nsw i64 %idx.ext, 4
  %conv18 = zext i32 %m to i64
  %mul19 = mul i64 %mul17, %conv18
  %add.ptr20 = getelementptr inbounds i32, ptr %wbuf, i64 %mul19
  %cmp21358 = icmp ult i32 %3, 1024
  br i1 %cmp21358, label %for.body.lr.ph, label %for.cond66.preheader

for.body.lr.ph:                                   ; preds = %if.end
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.body

for.cond66.preheader:                             ; preds = %cond.end57, %if.end
  %cmp67360 = icmp ult i32 %3, 64
  br i1 %cmp67360, label %for.body69.lr.ph, label %for.cond.cleanup68

for.body69.lr.ph:                                 ; preds = %for.cond66.preheader
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.body69

for.body:                                         ; preds = %for.body.lr.ph, %cond.end57
  %x.0359 = phi i32 [ %3, %for.body.lr.ph ], [ %add64, %cond.end57 ]
  %div336 = lshr i32 %x.0359, 4
  %rem = and i32 %x.0359, 15
  %add22 = add i32 %div336, %mul4
  %cmp23 = icmp ult i32 %add22, %n
  %cmp24 = icmp ult i32 %rem, %1
  %or.cond = select i1 %cmp23, i1 %cmp24, i1 false
  br i1 %or.cond, label %cond.true, label %for.body.cond.end_crit_edge

for.body.cond.end_crit_edge:                      ; preds = %for.body
  %.pre419 = zext i32 %rem to i64
  br label %cond.end

cond.true:                                        ; preds = %for.body
  %conv25 = zext i32 %add22 to i64
  %mul26 = shl nuw nsw i64 %conv25, 4
  %idxprom27 = zext i32 %rem to i64
  %arrayidx28 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 3, i64 %idxprom27
  %8 = load i32, ptr %arrayidx28, align 4, !tbaa !21
  %conv29 = zext i32 %8 to i64
  %add30 = add nuw nsw i64 %mul26, %conv29
  %arrayidx31 = getelementptr inbounds i32, ptr %add.ptr15, i64 %add30
  %9 = load i32, ptr %arrayidx31, align 4, !tbaa !21
  br label %cond.end

cond.end:                                         ; preds = %for.body.cond.end_crit_edge, %cond.true
  %idxprom41.pre-phi = phi i64 [ %.pre419, %for.body.cond.end_crit_edge ], [ %idxprom27, %cond.true ]
  %cond = phi i32 [ 0, %for.body.cond.end_crit_edge ], [ %9, %cond.true ]
  %cmp32 = icmp eq i32 %cond, 0
  %sub36 = sub i32 %q.sroa.0.0.copyload, %cond
  %cond38 = select i1 %cmp32, i32 0, i32 %sub36
  %idxprom39 = zext i32 %div336 to i64
  %arrayidx42 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom39, i64 %idxprom41.pre-phi
  store i32 %cond38, ptr %arrayidx42, align 4, !tbaa !21
  %div43337 = lshr i32 %x.0359, 6
  %rem44 = and i32 %x.0359, 63
  %add45 = add i32 %rem44, %add
  %cmp46 = icmp ult i32 %div43337, %1
  %cmp48 = icmp ult i32 %add45, %m
  %or.cond338 = select i1 %cmp46, i1 %cmp48, i1 false
  %conv50 = zext i32 %div43337 to i64
  br i1 %or.cond338, label %cond.true49, label %cond.end57

cond.true49:                                      ; preds = %cond.end
  %mul52 = mul nuw nsw i64 %conv50, %conv18
  %conv53 = zext i32 %add45 to i64
  %add54 = add nuw nsw i64 %mul52, %conv53
  %arrayidx55 = getelementptr inbounds i32, ptr %add.ptr20, i64 %add54
  %10 = load i32, ptr %arrayidx55, align 4, !tbaa !21
  br label %cond.end57

cond.end57:                                       ; preds = %cond.end, %cond.true49
  %cond58 = phi i32 [ %10, %cond.true49 ], [ 0, %cond.end ]
  %idxprom61 = zext i32 %rem44 to i64
  %arrayidx62 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %conv50, i64 %idxprom61
  store i32 %cond58, ptr %arrayidx62, align 4, !tbaa !21
  %add64 = add i32 %x.0359, %6
  %cmp21 = icmp ult i32 %add64, 1024
  br i1 %cmp21, label %for.body, label %for.cond66.preheader, !llvm.loop !92

for.cond.cleanup68:                               ; preds = %cond.end77, %for.cond66.preheader
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %mul97 = mul i64 %idx.ext, %stride
  %add.ptr98 = getelementptr inbounds i32, ptr %mats, i64 %mul97
  %and = and i32 %3, 31
  %shr99 = lshr i32 %3, 5
  %add109 = add i32 %mul4, %shr99
  %add113 = add i32 %add, %and
  %cmp116 = icmp ult i32 %add109, %n
  %conv120 = zext i32 %add109 to i64
  %mul121 = mul i64 %conv120, %ld
  %cmp118 = icmp ult i32 %add113, %m
  %or.cond341 = select i1 %cmp116, i1 %cmp118, i1 false
  br i1 %or.cond341, label %cond.true119, label %cond.end126

for.body69:                                       ; preds = %for.body69.lr.ph, %cond.end77
  %r65.0361 = phi i32 [ %3, %for.body69.lr.ph ], [ %add94, %cond.end77 ]
  %add71 = add i32 %r65.0361, %mul4
  %cmp72 = icmp ult i32 %add71, %n
  br i1 %cmp72, label %cond.true73, label %cond.end77

cond.true73:                                      ; preds = %for.body69
  %idxprom74 = zext i32 %add71 to i64
  %arrayidx75 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom74
  %11 = load i32, ptr %arrayidx75, align 4, !tbaa !21
  br label %cond.end77

cond.end77:                                       ; preds = %for.body69, %cond.true73
  %cond78 = phi i32 [ %11, %cond.true73 ], [ -1, %for.body69 ]
  %cmp79.not = icmp ne i32 %cond78, -1
  %cmp81.not = icmp uge i32 %cond78, %sub
  %or.cond339 = select i1 %cmp79.not, i1 %cmp81.not, i1 false
  %cmp84 = icmp ult i32 %cond78, %2
  %or.cond340 = select i1 %or.cond339, i1 %cmp84, i1 false
  %sub86 = sub i32 %cond78, %sub
  %cond89 = select i1 %or.cond340, i32 %sub86, i32 -1
  %idxprom90 = zext i32 %r65.0361 to i64
  %arrayidx91 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom90
  store i32 %cond89, ptr %arrayidx91, align 4, !tbaa !21
  %add94 = add i32 %r65.0361, %7
  %cmp67 = icmp ult i32 %add94, 64
  br i1 %cmp67, label %for.body69, label %for.cond.cleanup68, !llvm.loop !93

cond.true119:                                     ; preds = %for.cond.cleanup68
  %conv122 = zext i32 %add113 to i64
  %add123 = add i64 %mul121, %conv122
  %arrayidx124 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123
  %12 = load i32, ptr %arrayidx124, align 4, !tbaa !21
  br label %cond.end126

cond.end126:                                      ; preds = %for.cond.cleanup68, %cond.true119
  %cond127 = phi i32 [ %12, %cond.true119 ], [ 0, %for.cond.cleanup68 ]
  %conv128 = zext i32 %cond127 to i64
  %add115.1 = add i32 %add113, 32
  %cmp118.1 = icmp ult i32 %add115.1, %m
  %or.cond341.1 = select i1 %cmp116, i1 %cmp118.1, i1 false
  br i1 %or.cond341.1, label %cond.true119.1, label %cond.end126.1

cond.true119.1:                                   ; preds = %cond.end126
  %conv122.1 = zext i32 %add115.1 to i64
  %add123.1 = add i64 %mul121, %conv122.1
  %arrayidx124.1 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1
  %13 = load i32, ptr %arrayidx124.1, align 4, !tbaa !21
  br label %cond.end126.1

cond.end126.1:                                    ; preds = %cond.true119.1, %cond.end126
  %cond127.1 = phi i32 [ %13, %cond.true119.1 ], [ 0, %cond.end126 ]
  %conv128.1 = zext i32 %cond127.1 to i64
  %add111.1 = add i32 %add109, 8
  %cmp116.1 = icmp ult i32 %add111.1, %n
  %conv120.1 = zext i32 %add111.1 to i64
  %mul121.1 = mul i64 %conv120.1, %ld
  %or.cond341.1370 = select i1 %cmp116.1, i1 %cmp118, i1 false
  br i1 %or.cond341.1370, label %cond.true119.1374, label %cond.end126.1378

cond.true119.1374:                                ; preds = %cond.end126.1
  %conv122.1371 = zext i32 %add113 to i64
  %add123.1372 = add i64 %mul121.1, %conv122.1371
  %arrayidx124.1373 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1372
  %14 = load i32, ptr %arrayidx124.1373, align 4, !tbaa !21
  br label %cond.end126.1378

cond.end126.1378:                                 ; preds = %cond.true119.1374, %cond.end126.1
  %cond127.1375 = phi i32 [ %14, %cond.true119.1374 ], [ 0, %cond.end126.1 ]
  %conv128.1376 = zext i32 %cond127.1375 to i64
  %or.cond341.1.1 = select i1 %cmp116.1, i1 %cmp118.1, i1 false
  br i1 %or.cond341.1.1, label %cond.true119.1.1, label %cond.end126.1.1

cond.true119.1.1:                                 ; preds = %cond.end126.1378
  %conv122.1.1 = zext i32 %add115.1 to i64
  %add123.1.1 = add i64 %mul121.1, %conv122.1.1
  %arrayidx124.1.1 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.1
  %15 = load i32, ptr %arrayidx124.1.1, align 4, !tbaa !21
  br label %cond.end126.1.1

cond.end126.1.1:                                  ; preds = %cond.true119.1.1, %cond.end126.1378
  %cond127.1.1 = phi i32 [ %15, %cond.true119.1.1 ], [ 0, %cond.end126.1378 ]
  %conv128.1.1 = zext i32 %cond127.1.1 to i64
  %add111.2 = add i32 %add109, 16
  %cmp116.2 = icmp ult i32 %add111.2, %n
  %conv120.2 = zext i32 %add111.2 to i64
  %mul121.2 = mul i64 %conv120.2, %ld
  %or.cond341.2 = select i1 %cmp116.2, i1 %cmp118, i1 false
  br i1 %or.cond341.2, label %cond.true119.2, label %cond.end126.2

cond.true119.2:                                   ; preds = %cond.end126.1.1
  %conv122.2 = zext i32 %add113 to i64
  %add123.2 = add i64 %mul121.2, %conv122.2
  %arrayidx124.2 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.2
  %16 = load i32, ptr %arrayidx124.2, align 4, !tbaa !21
  br label %cond.end126.2

cond.end126.2:                                    ; preds = %cond.true119.2, %cond.end126.1.1
  %cond127.2 = phi i32 [ %16, %cond.true119.2 ], [ 0, %cond.end126.1.1 ]
  %conv128.2 = zext i32 %cond127.2 to i64
  %or.cond341.1.2 = select i1 %cmp116.2, i1 %cmp118.1, i1 false
  br i1 %or.cond341.1.2, label %cond.true119.1.2, label %cond.end126.1.2

cond.true119.1.2:                                 ; preds = %cond.end126.2
  %conv122.1.2 = zext i32 %add115.1 to i64
  %add123.1.2 = add i64 %mul121.2, %conv122.1.2
  %arrayidx124.1.2 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.2
  %17 = load i32, ptr %arrayidx124.1.2, align 4, !tbaa !21
  br label %cond.end126.1.2

cond.end126.1.2:                                  ; preds = %cond.true119.1.2, %cond.end126.2
  %cond127.1.2 = phi i32 [ %17, %cond.true119.1.2 ], [ 0, %cond.end126.2 ]
  %conv128.1.2 = zext i32 %cond127.1.2 to i64
  %add111.3 = add i32 %add109, 24
  %cmp116.3 = icmp ult i32 %add111.3, %n
  %conv120.3 = zext i32 %add111.3 to i64
  %mul121.3 = mul i64 %conv120.3, %ld
  %or.cond341.3 = select i1 %cmp116.3, i1 %cmp118, i1 false
  br i1 %or.cond341.3, label %cond.true119.3, label %cond.end126.3

cond.true119.3:                                   ; preds = %cond.end126.1.2
  %conv122.3 = zext i32 %add113 to i64
  %add123.3 = add i64 %mul121.3, %conv122.3
  %arrayidx124.3 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.3
  %18 = load i32, ptr %arrayidx124.3, align 4, !tbaa !21
  br label %cond.end126.3

cond.end126.3:                                    ; preds = %cond.true119.3, %cond.end126.1.2
  %cond127.3 = phi i32 [ %18, %cond.true119.3 ], [ 0, %cond.end126.1.2 ]
  %conv128.3 = zext i32 %cond127.3 to i64
  %or.cond341.1.3 = select i1 %cmp116.3, i1 %cmp118.1, i1 false
  br i1 %or.cond341.1.3, label %cond.true119.1.3, label %cond.end126.1.3

cond.true119.1.3:                                 ; preds = %cond.end126.3
  %conv122.1.3 = zext i32 %add115.1 to i64
  %add123.1.3 = add i64 %mul121.3, %conv122.1.3
  %arrayidx124.1.3 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.3
  %19 = load i32, ptr %arrayidx124.1.3, align 4, !tbaa !21
  br label %cond.end126.1.3

cond.end126.1.3:                                  ; preds = %cond.true119.1.3, %cond.end126.3
  %cond127.1.3 = phi i32 [ %19, %cond.true119.1.3 ], [ 0, %cond.end126.3 ]
  %conv128.1.3 = zext i32 %cond127.1.3 to i64
  %add111.4 = add i32 %add109, 32
  %cmp116.4 = icmp ult i32 %add111.4, %n
  %conv120.4 = zext i32 %add111.4 to i64
  %mul121.4 = mul i64 %conv120.4, %ld
  %or.cond341.4 = select i1 %cmp116.4, i1 %cmp118, i1 false
  br i1 %or.cond341.4, label %cond.true119.4, label %cond.end126.4

cond.true119.4:                                   ; preds = %cond.end126.1.3
  %conv122.4 = zext i32 %add113 to i64
  %add123.4 = add i64 %mul121.4, %conv122.4
  %arrayidx124.4 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.4
  %20 = load i32, ptr %arrayidx124.4, align 4, !tbaa !21
  br label %cond.end126.4

cond.end126.4:                                    ; preds = %cond.true119.4, %cond.end126.1.3
  %cond127.4 = phi i32 [ %20, %cond.true119.4 ], [ 0, %cond.end126.1.3 ]
  %conv128.4 = zext i32 %cond127.4 to i64
  %or.cond341.1.4 = select i1 %cmp116.4, i1 %cmp118.1, i1 false
  br i1 %or.cond341.1.4, label %cond.true119.1.4, label %cond.end126.1.4

cond.true119.1.4:                                 ; preds = %cond.end126.4
  %conv122.1.4 = zext i32 %add115.1 to i64
  %add123.1.4 = add i64 %mul121.4, %conv122.1.4
  %arrayidx124.1.4 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.4
  %21 = load i32, ptr %arrayidx124.1.4, align 4, !tbaa !21
  br label %cond.end126.1.4

cond.end126.1.4:                                  ; preds = %cond.true119.1.4, %cond.end126.4
  %cond127.1.4 = phi i32 [ %21, %cond.true119.1.4 ], [ 0, %cond.end126.4 ]
  %conv128.1.4 = zext i32 %cond127.1.4 to i64
  %add111.5 = add i32 %add109, 40
  %cmp116.5 = icmp ult i32 %add111.5, %n
  %conv120.5 = zext i32 %add111.5 to i64
  %mul121.5 = mul i64 %conv120.5, %ld
  %or.cond341.5 = select i1 %cmp116.5, i1 %cmp118, i1 false
  br i1 %or.cond341.5, label %cond.true119.5, label %cond.end126.5

cond.true119.5:                                   ; preds = %cond.end126.1.4
  %conv122.5 = zext i32 %add113 to i64
  %add123.5 = add i64 %mul121.5, %conv122.5
  %arrayidx124.5 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.5
  %22 = load i32, ptr %arrayidx124.5, align 4, !tbaa !21
  br label %cond.end126.5

cond.end126.5:                                    ; preds = %cond.true119.5, %cond.end126.1.4
  %cond127.5 = phi i32 [ %22, %cond.true119.5 ], [ 0, %cond.end126.1.4 ]
  %conv128.5 = zext i32 %cond127.5 to i64
  %or.cond341.1.5 = select i1 %cmp116.5, i1 %cmp118.1, i1 false
  br i1 %or.cond341.1.5, label %cond.true119.1.5, label %cond.end126.1.5

cond.true119.1.5:                                 ; preds = %cond.end126.5
  %conv122.1.5 = zext i32 %add115.1 to i64
  %add123.1.5 = add i64 %mul121.5, %conv122.1.5
  %arrayidx124.1.5 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.5
  %23 = load i32, ptr %arrayidx124.1.5, align 4, !tbaa !21
  br label %cond.end126.1.5

cond.end126.1.5:                                  ; preds = %cond.true119.1.5, %cond.end126.5
  %cond127.1.5 = phi i32 [ %23, %cond.true119.1.5 ], [ 0, %cond.end126.5 ]
  %conv128.1.5 = zext i32 %cond127.1.5 to i64
  %add111.6 = add i32 %add109, 48
  %cmp116.6 = icmp ult i32 %add111.6, %n
  %conv120.6 = zext i32 %add111.6 to i64
  %mul121.6 = mul i64 %conv120.6, %ld
  %or.cond341.6 = select i1 %cmp116.6, i1 %cmp118, i1 false
  br i1 %or.cond341.6, label %cond.true119.6, label %cond.end126.6

cond.true119.6:                                   ; preds = %cond.end126.1.5
  %conv122.6 = zext i32 %add113 to i64
  %add123.6 = add i64 %mul121.6, %conv122.6
  %arrayidx124.6 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.6
  %24 = load i32, ptr %arrayidx124.6, align 4, !tbaa !21
  br label %cond.end126.6

cond.end126.6:                                    ; preds = %cond.true119.6, %cond.end126.1.5
  %cond127.6 = phi i32 [ %24, %cond.true119.6 ], [ 0, %cond.end126.1.5 ]
  %conv128.6 = zext i32 %cond127.6 to i64
  %or.cond341.1.6 = select i1 %cmp116.6, i1 %cmp118.1, i1 false
  br i1 %or.cond341.1.6, label %cond.true119.1.6, label %cond.end126.1.6

cond.true119.1.6:                                 ; preds = %cond.end126.6
  %conv122.1.6 = zext i32 %add115.1 to i64
  %add123.1.6 = add i64 %mul121.6, %conv122.1.6
  %arrayidx124.1.6 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.6
  %25 = load i32, ptr %arrayidx124.1.6, align 4, !tbaa !21
  br label %cond.end126.1.6

cond.end126.1.6:                                  ; preds = %cond.true119.1.6, %cond.end126.6
  %cond127.1.6 = phi i32 [ %25, %cond.true119.1.6 ], [ 0, %cond.end126.6 ]
  %conv128.1.6 = zext i32 %cond127.1.6 to i64
  %add111.7 = add i32 %add109, 56
  %cmp116.7 = icmp ult i32 %add111.7, %n
  %conv120.7 = zext i32 %add111.7 to i64
  %mul121.7 = mul i64 %conv120.7, %ld
  %or.cond341.7 = select i1 %cmp116.7, i1 %cmp118, i1 false
  br i1 %or.cond341.7, label %cond.true119.7, label %cond.end126.7

cond.true119.7:                                   ; preds = %cond.end126.1.6
  %conv122.7 = zext i32 %add113 to i64
  %add123.7 = add i64 %mul121.7, %conv122.7
  %arrayidx124.7 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.7
  %26 = load i32, ptr %arrayidx124.7, align 4, !tbaa !21
  br label %cond.end126.7

cond.end126.7:                                    ; preds = %cond.true119.7, %cond.end126.1.6
  %cond127.7 = phi i32 [ %26, %cond.true119.7 ], [ 0, %cond.end126.1.6 ]
  %conv128.7 = zext i32 %cond127.7 to i64
  %or.cond341.1.7 = select i1 %cmp116.7, i1 %cmp118.1, i1 false
  br i1 %or.cond341.1.7, label %cond.true119.1.7, label %cond.end126.1.7

cond.true119.1.7:                                 ; preds = %cond.end126.7
  %conv122.1.7 = zext i32 %add115.1 to i64
  %add123.1.7 = add i64 %mul121.7, %conv122.1.7
  %arrayidx124.1.7 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.7
  %27 = load i32, ptr %arrayidx124.1.7, align 4, !tbaa !21
  br label %cond.end126.1.7

cond.end126.1.7:                                  ; preds = %cond.true119.1.7, %cond.end126.7
  %cond127.1.7 = phi i32 [ %27, %cond.true119.1.7 ], [ 0, %cond.end126.7 ]
  %idxprom145 = zext i32 %and to i64
  %add149 = or i32 %and, 32
  %idxprom150 = zext i32 %add149 to i64
  %conv128.1.7 = zext i32 %cond127.1.7 to i64
  %idxprom160 = zext i32 %shr99 to i64
  %umax = tail call i32 @llvm.umax.i32(i32 %1, i32 1)
  %add159.1 = add nuw nsw i32 %shr99, 8
  %idxprom160.1 = zext i32 %add159.1 to i64
  %add159.2 = add nuw nsw i32 %shr99, 16
  %idxprom160.2 = zext i32 %add159.2 to i64
  %add159.3 = add nuw nsw i32 %shr99, 24
  %idxprom160.3 = zext i32 %add159.3 to i64
  %add159.4 = add nuw nsw i32 %shr99, 32
  %idxprom160.4 = zext i32 %add159.4 to i64
  %add159.5 = add nuw nsw i32 %shr99, 40
  %idxprom160.5 = zext i32 %add159.5 to i64
  %add159.6 = add nuw nsw i32 %shr99, 48
  %idxprom160.6 = zext i32 %add159.6 to i64
  %add159.7 = add nuw nsw i32 %shr99, 56
  %idxprom160.7 = zext i32 %add159.7 to i64
  br label %for.body142

for.cond185.preheader:                            ; preds = %for.body142
  %arrayidx207 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom160
  br i1 %or.cond341, label %if.end205, label %cleanup

for.body142:                                      ; preds = %cond.end126.1.7, %for.body142
  %acc.sroa.62.1 = phi i64 [ %conv128.1.7, %cond.end126.1.7 ], [ %cond.i350.7, %for.body142 ]
  %acc.sroa.58.1 = phi i64 [ %conv128.7, %cond.end126.1.7 ], [ %cond.i.7, %for.body142 ]
  %acc.sroa.54.1 = phi i64 [ %conv128.1.6, %cond.end126.1.7 ], [ %cond.i350.6, %for.body142 ]
  %acc.sroa.50.1 = phi i64 [ %conv128.6, %cond.end126.1.7 ], [ %cond.i.6, %for.body142 ]
  %acc.sroa.46.1 = phi i64 [ %conv128.1.5, %cond.end126.1.7 ], [ %cond.i350.5, %for.body142 ]
  %acc.sroa.42.1 = phi i64 [ %conv128.5, %cond.end126.1.7 ], [ %cond.i.5, %for.body142 ]
  %acc.sroa.38.1 = phi i64 [ %conv128.1.4, %cond.end126.1.7 ], [ %cond.i350.4, %for.body142 ]
  %acc.sroa.34.1 = phi i64 [ %conv128.4, %cond.end126.1.7 ], [ %cond.i.4, %for.body142 ]
  %acc.sroa.30.1 = phi i64 [ %conv128.1.3, %cond.end126.1.7 ], [ %cond.i350.3, %for.body142 ]
  %acc.sroa.26.1 = phi i64 [ %conv128.3, %cond.end126.1.7 ], [ %cond.i.3, %for.body142 ]
  %acc.sroa.22.1 = phi i64 [ %conv128.1.2, %cond.end126.1.7 ], [ %cond.i350.2, %for.body142 ]
  %acc.sroa.18.1 = phi i64 [ %conv128.2, %cond.end126.1.7 ], [ %cond.i.2, %for.body142 ]
  %acc.sroa.14.1 = phi i64 [ %conv128.1.1, %cond.end126.1.7 ], [ %cond.i350.1, %for.body142 ]
  %acc.sroa.10.1 = phi i64 [ %conv128.1376, %cond.end126.1.7 ], [ %cond.i.1, %for.body142 ]
  %acc.sroa.6.1 = phi i64 [ %conv128.1, %cond.end126.1.7 ], [ %cond.i350, %for.body142 ]
  %acc.sroa.0.1 = phi i64 [ %conv128, %cond.end126.1.7 ], [ %cond.i, %for.body142 ]
  %l138.0366 = phi i32 [ 0, %cond.end126.1.7 ], [ %inc182, %for.body142 ]
  %idxprom143 = zext i32 %l138.0366 to i64
  %arrayidx146 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom143, i64 %idxprom145
  %28 = load i32, ptr %arrayidx146, align 4, !tbaa !21
  %arrayidx151 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom143, i64 %idxprom150
  %29 = load i32, ptr %arrayidx151, align 4, !tbaa !21
  %conv1.i = zext i32 %28 to i64
  %conv1.i345 = zext i32 %29 to i64
  %arrayidx163 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160, i64 %idxprom143
  %30 = load i32, ptr %arrayidx163, align 4, !tbaa !21
  %conv.i = zext i32 %30 to i64
  %mul.i = mul nuw i64 %conv.i, %conv1.i
  %add.i = add i64 %mul.i, %acc.sroa.0.1
  %cmp.i = icmp slt i64 %add.i, 0
  %sub.i = select i1 %cmp.i, i64 %mul, i64 0
  %cond.i = sub i64 %add.i, %sub.i
  %mul.i346 = mul nuw i64 %conv.i, %conv1.i345
  %add.i347 = add i64 %acc.sroa.6.1, %mul.i346
  %cmp.i348 = icmp slt i64 %add.i347, 0
  %sub.i349 = select i1 %cmp.i348, i64 %mul, i64 0
  %cond.i350 = sub i64 %add.i347, %sub.i349
  %arrayidx163.1 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.1, i64 %idxprom143
  %31 = load i32, ptr %arrayidx163.1, align 4, !tbaa !21
  %conv.i.1 = zext i32 %31 to i64
  %mul.i.1 = mul nuw i64 %conv.i.1, %conv1.i
  %add.i.1 = add i64 %mul.i.1, %acc.sroa.10.1
  %cmp.i.1 = icmp slt i64 %add.i.1, 0
  %sub.i.1 = select i1 %cmp.i.1, i64 %mul, i64 0
  %cond.i.1 = sub i64 %add.i.1, %sub.i.1
  %mul.i346.1 = mul nuw i64 %conv.i.1, %conv1.i345
  %add.i347.1 = add i64 %acc.sroa.14.1, %mul.i346.1
  %cmp.i348.1 = icmp slt i64 %add.i347.1, 0
  %sub.i349.1 = select i1 %cmp.i348.1, i64 %mul, i64 0
  %cond.i350.1 = sub i64 %add.i347.1, %sub.i349.1
  %arrayidx163.2 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.2, i64 %idxprom143
  %32 = load i32, ptr %arrayidx163.2, align 4, !tbaa !21
  %conv.i.2 = zext i32 %32 to i64
  %mul.i.2 = mul nuw i64 %conv.i.2, %conv1.i
  %add.i.2 = add i64 %mul.i.2, %acc.sroa.18.1
  %cmp.i.2 = icmp slt i64 %add.i.2, 0
  %sub.i.2 = select i1 %cmp.i.2, i64 %mul, i64 0
  %cond.i.2 = sub i64 %add.i.2, %sub.i.2
  %mul.i346.2 = mul nuw i64 %conv.i.2, %conv1.i345
  %add.i347.2 = add i64 %acc.sroa.22.1, %mul.i346.2
  %cmp.i348.2 = icmp slt i64 %add.i347.2, 0
  %sub.i349.2 = select i1 %cmp.i348.2, i64 %mul, i64 0
  %cond.i350.2 = sub i64 %add.i347.2, %sub.i349.2
  %arrayidx163.3 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.3, i64 %idxprom143
  %33 = load i32, ptr %arrayidx163.3, align 4, !tbaa !21
  %conv.i.3 = zext i32 %33 to i64
  %mul.i.3 = mul nuw i64 %conv.i.3, %conv1.i
  %add.i.3 = add i64 %mul.i.3, %acc.sroa.26.1
  %cmp.i.3 = icmp slt i64 %add.i.3, 0
  %sub.i.3 = select i1 %cmp.i.3, i64 %mul, i64 0
  %cond.i.3 = sub i64 %add.i.3, %sub.i.3
  %mul.i346.3 = mul nuw i64 %conv.i.3, %conv1.i345
  %add.i347.3 = add i64 %acc.sroa.30.1, %mul.i346.3
  %cmp.i348.3 = icmp slt i64 %add.i347.3, 0
  %sub.i349.3 = select i1 %cmp.i348.3, i64 %mul, i64 0
  %cond.i350.3 = sub i64 %add.i347.3, %sub.i349.3
  %arrayidx163.4 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.4, i64 %idxprom143
  %34 = load i32, ptr %arrayidx163.4, align 4, !tbaa !21
  %conv.i.4 = zext i32 %34 to i64
  %mul.i.4 = mul nuw i64 %conv.i.4, %conv1.i
  %add.i.4 = add i64 %mul.i.4, %acc.sroa.34.1
  %cmp.i.4 = icmp slt i64 %add.i.4, 0
  %sub.i.4 = select i1 %cmp.i.4, i64 %mul, i64 0
  %cond.i.4 = sub i64 %add.i.4, %sub.i.4
  %mul.i346.4 = mul nuw i64 %conv.i.4, %conv1.i345
  %add.i347.4 = add i64 %acc.sroa.38.1, %mul.i346.4
  %cmp.i348.4 = icmp slt i64 %add.i347.4, 0
  %sub.i349.4 = select i1 %cmp.i348.4, i64 %mul, i64 0
  %cond.i350.4 = sub i64 %add.i347.4, %sub.i349.4
  %arrayidx163.5 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.5, i64 %idxprom143
  %35 = load i32, ptr %arrayidx163.5, align 4, !tbaa !21
  %conv.i.5 = zext i32 %35 to i64
  %mul.i.5 = mul nuw i64 %conv.i.5, %conv1.i
  %add.i.5 = add i64 %mul.i.5, %acc.sroa.42.1
  %cmp.i.5 = icmp slt i64 %add.i.5, 0
  %sub.i.5 = select i1 %cmp.i.5, i64 %mul, i64 0
  %cond.i.5 = sub i64 %add.i.5, %sub.i.5
  %mul.i346.5 = mul nuw i64 %conv.i.5, %conv1.i345
  %add.i347.5 = add i64 %acc.sroa.46.1, %mul.i346.5
  %cmp.i348.5 = icmp slt i64 %add.i347.5, 0
  %sub.i349.5 = select i1 %cmp.i348.5, i64 %mul, i64 0
  %cond.i350.5 = sub i64 %add.i347.5, %sub.i349.5
  %arrayidx163.6 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.6, i64 %idxprom143
  %36 = load i32, ptr %arrayidx163.6, align 4, !tbaa !21
  %conv.i.6 = zext i32 %36 to i64
  %mul.i.6 = mul nuw i64 %conv.i.6, %conv1.i
  %add.i.6 = add i64 %mul.i.6, %acc.sroa.50.1
  %cmp.i.6 = icmp slt i64 %add.i.6, 0
  %sub.i.6 = select i1 %cmp.i.6, i64 %mul, i64 0
  %cond.i.6 = sub i64 %add.i.6, %sub.i.6
  %mul.i346.6 = mul nuw i64 %conv.i.6, %conv1.i345
  %add.i347.6 = add i64 %acc.sroa.54.1, %mul.i346.6
  %cmp.i348.6 = icmp slt i64 %add.i347.6, 0
  %sub.i349.6 = select i1 %cmp.i348.6, i64 %mul, i64 0
  %cond.i350.6 = sub i64 %add.i347.6, %sub.i349.6
  %arrayidx163.7 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.7, i64 %idxprom143
  %37 = load i32, ptr %arrayidx163.7, align 4, !tbaa !21
  %conv.i.7 = zext i32 %37 to i64
  %mul.i.7 = mul nuw i64 %conv.i.7, %conv1.i
  %add.i.7 = add i64 %mul.i.7, %acc.sroa.58.1
  %cmp.i.7 = icmp slt i64 %add.i.7, 0
  %sub.i.7 = select i1 %cmp.i.7, i64 %mul, i64 0
  %cond.i.7 = sub i64 %add.i.7, %sub.i.7
  %mul.i346.7 = mul nuw i64 %conv.i.7, %conv1.i345
  %add.i347.7 = add i64 %acc.sroa.62.1, %mul.i346.7
  %cmp.i348.7 = icmp slt i64 %add.i347.7, 0
  %sub.i349.7 = select i1 %cmp.i348.7, i64 %mul, i64 0
  %cond.i350.7 = sub i64 %add.i347.7, %sub.i349.7
  %inc182 = add nuw i32 %l138.0366, 1
  %exitcond.not = icmp eq i32 %inc182, %umax
  br i1 %exitcond.not, label %for.cond185.preheader, label %for.body142, !llvm.loop !94

if.end205:                                        ; preds = %for.cond185.preheader
  %38 = load i32, ptr %arrayidx207, align 4, !tbaa !21
  %cmp208.not = icmp eq i32 %38, -1
  br i1 %cmp208.not, label %cond.false216, label %cond.true209

cond.true209:                                     ; preds = %if.end205
  %idxprom212 = zext i32 %38 to i64
  %arrayidx215 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212, i64 %idxprom145
  %39 = load i32, ptr %arrayidx215, align 4, !tbaa !21
  br label %cond.end222

cond.false216:                                    ; preds = %if.end205
  %40 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i, i64 %q.sroa.6356.0.copyload)
  %mul.i352 = mul i64 %40, %conv
  %sub.i353 = sub i64 %cond.i, %mul.i352
  %cmp.not.i = icmp ult i64 %sub.i353, %conv
  %sub5.i = select i1 %cmp.not.i, i64 0, i64 %conv
  %cond.i354 = sub i64 %sub.i353, %sub5.i
  %conv6.i = trunc i64 %cond.i354 to i32
  br label %cond.end222

cond.end222:                                      ; preds = %cond.false216, %cond.true209
  %cond223 = phi i32 [ %39, %cond.true209 ], [ %conv6.i, %cond.false216 ]
  %conv226 = zext i32 %add113 to i64
  %add227 = add i64 %mul121, %conv226
  %arrayidx228 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227
  store i32 %cond223, ptr %arrayidx228, align 4, !tbaa !21
  br label %cleanup

cleanup:                                          ; preds = %for.cond185.preheader, %cond.end222
  %add201.1 = add i32 %add149, %add
  %cmp203.not.1 = icmp ult i32 %add201.1, %m
  %or.cond342.1 = select i1 %cmp116, i1 %cmp203.not.1, i1 false
  br i1 %or.cond342.1, label %if.end205.1, label %cleanup.1

if.end205.1:                                      ; preds = %cleanup
  %41 = load i32, ptr %arrayidx207, align 4, !tbaa !21
  %cmp208.not.1 = icmp eq i32 %41, -1
  br i1 %cmp208.not.1, label %cond.false216.1, label %cond.true209.1

cond.true209.1:                                   ; preds = %if.end205.1
  %idxprom212.1 = zext i32 %41 to i64
  %arrayidx215.1 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1, i64 %idxprom150
  %42 = load i32, ptr %arrayidx215.1, align 4, !tbaa !21
  br label %cond.end222.1

cond.false216.1:                                  ; preds = %if.end205.1
  %43 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i350, i64 %q.sroa.6356.0.copyload)
  %mul.i352.1 = mul i64 %43, %conv
  %sub.i353.1 = sub i64 %cond.i350, %mul.i352.1
  %cmp.not.i.1 = icmp ult i64 %sub.i353.1, %conv
  %sub5.i.1 = select i1 %cmp.not.i.1, i64 0, i64 %conv
  %cond.i354.1 = sub i64 %sub.i353.1, %sub5.i.1
  %conv6.i.1 = trunc i64 %cond.i354.1 to i32
  br label %cond.end222.1

cond.end222.1:                                    ; preds = %cond.false216.1, %cond.true209.1
  %cond223.1 = phi i32 [ %42, %cond.true209.1 ], [ %conv6.i.1, %cond.false216.1 ]
  %conv226.1 = zext i32 %add201.1 to i64
  %add227.1 = add i64 %mul121, %conv226.1
  %arrayidx228.1 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1
  store i32 %cond223.1, ptr %arrayidx228.1, align 4, !tbaa !21
  br label %cleanup.1

cleanup.1:                                        ; preds = %cond.end222.1, %cleanup
  %add195.1 = add nuw nsw i32 %shr99, 8
  %add199.1 = add i32 %add195.1, %mul4
  %cmp202.not.1 = icmp ult i32 %add199.1, %n
  %idxprom206.1 = zext i32 %add195.1 to i64
  %arrayidx207.1 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom206.1
  %conv224.1 = zext i32 %add199.1 to i64
  %mul225.1 = mul i64 %conv224.1, %ld
  %or.cond342.1382 = select i1 %cmp202.not.1, i1 %cmp118, i1 false
  br i1 %or.cond342.1382, label %if.end205.1384, label %cleanup.1402

if.end205.1384:                                   ; preds = %cleanup.1
  %44 = load i32, ptr %arrayidx207.1, align 4, !tbaa !21
  %cmp208.not.1383 = icmp eq i32 %44, -1
  br i1 %cmp208.not.1383, label %cond.false216.1396, label %cond.true209.1388

cond.true209.1388:                                ; preds = %if.end205.1384
  %idxprom212.1385 = zext i32 %44 to i64
  %arrayidx215.1387 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1385, i64 %idxprom145
  %45 = load i32, ptr %arrayidx215.1387, align 4, !tbaa !21
  br label %cond.end222.1401

cond.false216.1396:                               ; preds = %if.end205.1384
  %46 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.1, i64 %q.sroa.6356.0.copyload)
  %mul.i352.1390 = mul i64 %46, %conv
  %sub.i353.1391 = sub i64 %cond.i.1, %mul.i352.1390
  %cmp.not.i.1392 = icmp ult i64 %sub.i353.1391, %conv
  %sub5.i.1393 = select i1 %cmp.not.i.1392, i64 0, i64 %conv
  %cond.i354.1394 = sub i64 %sub.i353.1391, %sub5.i.1393
  %conv6.i.1395 = trunc i64 %cond.i354.1394 to i32
  br label %cond.end222.1401

cond.end222.1401:                                 ; preds = %cond.false216.1396, %cond.true209.1388
  %cond223.1397 = phi i32 [ %45, %cond.true209.1388 ], [ %conv6.i.1395, %cond.false216.1396 ]
  %conv226.1398 = zext i32 %add113 to i64
  %add227.1399 = add i64 %mul225.1, %conv226.1398
  %arrayidx228.1400 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1399
  store i32 %cond223.1397, ptr %arrayidx228.1400, align 4, !tbaa !21
  br label %cleanup.1402

cleanup.1402:                                     ; preds = %cond.end222.1401, %cleanup.1
  %or.cond342.1.1 = select i1 %cmp202.not.1, i1 %cmp203.not.1, i1 false
  br i1 %or.cond342.1.1, label %if.end205.1.1, label %cleanup.1.1

if.end205.1.1:                                    ; preds = %cleanup.1402
  %47 = load i32, ptr %arrayidx207.1, align 4, !tbaa !21
  %cmp208.not.1.1 = icmp eq i32 %47, -1
  br i1 %cmp208.not.1.1, label %cond.false216.1.1, label %cond.true209.1.1

cond.true209.1.1:                                 ; preds = %if.end205.1.1
  %idxprom212.1.1 = zext i32 %47 to i64
  %arrayidx215.1.1 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.1, i64 %idxprom150
  %48 = load i32, ptr %arrayidx215.1.1, align 4, !tbaa !21
  br label %cond.end222.1.1

cond.false216.1.1:                                ; preds = %if.end205.1.1
  %49 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i350.1, i64 %q.sroa.6356.0.copyload)
  %mul.i352.1.1 = mul i64 %49, %conv
  %sub.i353.1.1 = sub i64 %cond.i350.1, %mul.i352.1.1
  %cmp.not.i.1.1 = icmp ult i64 %sub.i353.1.1, %conv
  %sub5.i.1.1 = select i1 %cmp.not.i.1.1, i64 0, i64 %conv
  %cond.i354.1.1 = sub i64 %sub.i353.1.1, %sub5.i.1.1
  %conv6.i.1.1 = trunc i64 %cond.i354.1.1 to i32
  br label %cond.end222.1.1

cond.end222.1.1:                                  ; preds = %cond.false216.1.1, %cond.true209.1.1
  %cond223.1.1 = phi i32 [ %48, %cond.true209.1.1 ], [ %conv6.i.1.1, %cond.false216.1.1 ]
  %conv226.1.1 = zext i32 %add201.1 to i64
  %add227.1.1 = add i64 %mul225.1, %conv226.1.1
  %arrayidx228.1.1 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.1
  store i32 %cond223.1.1, ptr %arrayidx228.1.1, align 4, !tbaa !21
  br label %cleanup.1.1

cleanup.1.1:                                      ; preds = %cond.end222.1.1, %cleanup.1402
  %add195.2 = add nuw nsw i32 %shr99, 16
  %add199.2 = add i32 %add195.2, %mul4
  %cmp202.not.2 = icmp ult i32 %add199.2, %n
  %idxprom206.2 = zext i32 %add195.2 to i64
  %arrayidx207.2 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom206.2
  %conv224.2 = zext i32 %add199.2 to i64
  %mul225.2 = mul i64 %conv224.2, %ld
  %or.cond342.2 = select i1 %cmp202.not.2, i1 %cmp118, i1 false
  br i1 %or.cond342.2, label %if.end205.2, label %cleanup.2

if.end205.2:                                      ; preds = %cleanup.1.1
  %50 = load i32, ptr %arrayidx207.2, align 4, !tbaa !21
  %cmp208.not.2 = icmp eq i32 %50, -1
  br i1 %cmp208.not.2, label %cond.false216.2, label %cond.true209.2

cond.true209.2:                                   ; preds = %if.end205.2
  %idxprom212.2 = zext i32 %50 to i64
  %arrayidx215.2 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.2, i64 %idxprom145
  %51 = load i32, ptr %arrayidx215.2, align 4, !tbaa !21
  br label %cond.end222.2

cond.false216.2:                                  ; preds = %if.end205.2
  %52 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.2, i64 %q.sroa.6356.0.copyload)
  %mul.i352.2 = mul i64 %52, %conv
  %sub.i353.2 = sub i64 %cond.i.2, %mul.i352.2
  %cmp.not.i.2 = icmp ult i64 %sub.i353.2, %conv
  %sub5.i.2 = select i1 %cmp.not.i.2, i64 0, i64 %conv
  %cond.i354.2 = sub i64 %sub.i353.2, %sub5.i.2
  %conv6.i.2 = trunc i64 %cond.i354.2 to i32
  br label %cond.end222.2

cond.end222.2:                                    ; preds = %cond.false216.2, %cond.true209.2
  %cond223.2 = phi i32 [ %51, %cond.true209.2 ], [ %conv6.i.2, %cond.false216.2 ]
  %conv226.2 = zext i32 %add113 to i64
  %add227.2 = add i64 %mul225.2, %conv226.2
  %arrayidx228.2 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.2
  store i32 %cond223.2, ptr %arrayidx228.2, align 4, !tbaa !21
  br label %cleanup.2

cleanup.2:                                        ; preds = %cond.end222.2, %cleanup.1.1
  %or.cond342.1.2 = select i1 %cmp202.not.2, i1 %cmp203.not.1, i1 false
  br i1 %or.cond342.1.2, label %if.end205.1.2, label %cleanup.1.2

if.end205.1.2:                                    ; preds = %cleanup.2
  %53 = load i32, ptr %arrayidx207.2, align 4, !tbaa !21
  %cmp208.not.1.2 = icmp eq i32 %53, -1
  br i1 %cmp208.not.1.2, label %cond.false216.1.2, label %cond.true209.1.2

cond.true209.1.2:                                 ; preds = %if.end205.1.2
  %idxprom212.1.2 = zext i32 %53 to i64
  %arrayidx215.1.2 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.2, i64 %idxprom150
  %54 = load i32, ptr %arrayidx215.1.2, align 4, !tbaa !21
  br label %cond.end222.1.2

cond.false216.1.2:                                ; preds = %if.end205.1.2
  %55 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i350.2, i64 %q.sroa.6356.0.copyload)
  %mul.i352.1.2 = mul i64 %55, %conv
  %sub.i353.1.2 = sub i64 %cond.i350.2, %mul.i352.1.2
  %cmp.not.i.1.2 = icmp ult i64 %sub.i353.1.2, %conv
  %sub5.i.1.2 = select i1 %cmp.not.i.1.2, i64 0, i64 %conv
  %cond.i354.1.2 = sub i64 %sub.i353.1.2, %sub5.i.1.2
  %conv6.i.1.2 = trunc i64 %cond.i354.1.2 to i32
  br label %cond.end222.1.2

cond.end222.1.2:                                  ; preds = %cond.false216.1.2, %cond.true209.1.2
  %cond223.1.2 = phi i32 [ %54, %cond.true209.1.2 ], [ %conv6.i.1.2, %cond.false216.1.2 ]
  %conv226.1.2 = zext i32 %add201.1 to i64
  %add227.1.2 = add i64 %mul225.2, %conv226.1.2
  %arrayidx228.1.2 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.2
  store i32 %cond223.1.2, ptr %arrayidx228.1.2, align 4, !tbaa !21
  br label %cleanup.1.2

cleanup.1.2:                                      ; preds = %cond.end222.1.2, %cleanup.2
  %add195.3 = add nuw nsw i32 %shr99, 24
  %add199.3 = add i32 %add195.3, %mul4
  %cmp202.not.3 = icmp ult i32 %add199.3, %n
  %idxprom206.3 = zext i32 %add195.3 to i64
  %arrayidx207.3 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom206.3
  %conv224.3 = zext i32 %add199.3 to i64
  %mul225.3 = mul i64 %conv224.3, %ld
  %or.cond342.3 = select i1 %cmp202.not.3, i1 %cmp118, i1 false
  br i1 %or.cond342.3, label %if.end205.3, label %cleanup.3

if.end205.3:                                      ; preds = %cleanup.1.2
  %56 = load i32, ptr %arrayidx207.3, align 4, !tbaa !21
  %cmp208.not.3 = icmp eq i32 %56, -1
  br i1 %cmp208.not.3, label %cond.false216.3, label %cond.true209.3

cond.true209.3:                                   ; preds = %if.end205.3
  %idxprom212.3 = zext i32 %56 to i64
  %arrayidx215.3 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.3, i64 %idxprom145
  %57 = load i32, ptr %arrayidx215.3, align 4, !tbaa !21
  br label %cond.end222.3

cond.false216.3:                                  ; preds = %if.end205.3
  %58 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.3, i64 %q.sroa.6356.0.copyload)
  %mul.i352.3 = mul i64 %58, %conv
  %sub.i353.3 = sub i64 %cond.i.3, %mul.i352.3
  %cmp.not.i.3 = icmp ult i64 %sub.i353.3, %conv
  %sub5.i.3 = select i1 %cmp.not.i.3, i64 0, i64 %conv
  %cond.i354.3 = sub i64 %sub.i353.3, %sub5.i.3
  %conv6.i.3 = trunc i64 %cond.i354.3 to i32
  br label %cond.end222.3

cond.end222.3:                                    ; preds = %cond.false216.3, %cond.true209.3
  %cond223.3 = phi i32 [ %57, %cond.true209.3 ], [ %conv6.i.3, %cond.false216.3 ]
  %conv226.3 = zext i32 %add113 to i64
  %add227.3 = add i64 %mul225.3, %conv226.3
  %arrayidx228.3 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.3
  store i32 %cond223.3, ptr %arrayidx228.3, align 4, !tbaa !21
  br label %cleanup.3

cleanup.3:                                        ; preds = %cond.end222.3, %cleanup.1.2
  %or.cond342.1.3 = select i1 %cmp202.not.3, i1 %cmp203.not.1, i1 false
  br i1 %or.cond342.1.3, label %if.end205.1.3, label %cleanup.1.3

if.end205.1.3:                                    ; preds = %cleanup.3
  %59 = load i32, ptr %arrayidx207.3, align 4, !tbaa !21
  %cmp208.not.1.3 = icmp eq i32 %59, -1
  br i1 %cmp208.not.1.3, label %cond.false216.1.3, label %cond.true209.1.3

cond.true209.1.3:                                 ; preds = %if.end205.1.3
  %idxprom212.1.3 = zext i32 %59 to i64
  %arrayidx215.1.3 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.3, i64 %idxprom150
  %60 = load i32, ptr %arrayidx215.1.3, align 4, !tbaa !21
  br label %cond.end222.1.3

cond.false216.1.3:                                ; preds = %if.end205.1.3
  %61 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i350.3, i64 %q.sroa.6356.0.copyload)
  %mul.i352.1.3 = mul i64 %61, %conv
  %sub.i353.1.3 = sub i64 %cond.i350.3, %mul.i352.1.3
  %cmp.not.i.1.3 = icmp ult i64 %sub.i353.1.3, %conv
  %sub5.i.1.3 = select i1 %cmp.not.i.1.3, i64 0, i64 %conv
  %cond.i354.1.3 = sub i64 %sub.i353.1.3, %sub5.i.1.3
  %conv6.i.1.3 = trunc i64 %cond.i354.1.3 to i32
  br label %cond.end222.1.3

cond.end222.1.3:                                  ; preds = %cond.false216.1.3, %cond.true209.1.3
  %cond223.1.3 = phi i32 [ %60, %cond.true209.1.3 ], [ %conv6.i.1.3, %cond.false216.1.3 ]
  %conv226.1.3 = zext i32 %add201.1 to i64
  %add227.1.3 = add i64 %mul225.3, %conv226.1.3
  %arrayidx228.1.3 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.3
  store i32 %cond223.1.3, ptr %arrayidx228.1.3, align 4, !tbaa !21
  br label %cleanup.1.3

cleanup.1.3:                                      ; preds = %cond.end222.1.3, %cleanup.3
  %add195.4 = add nuw nsw i32 %shr99, 32
  %add199.4 = add i32 %add195.4, %mul4
  %cmp202.not.4 = icmp ult i32 %add199.4, %n
  %idxprom206.4 = zext i32 %add195.4 to i64
  %arrayidx207.4 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom206.4
  %conv224.4 = zext i32 %add199.4 to i64
  %mul225.4 = mul i64 %conv224.4, %ld
  %or.cond342.4 = select i1 %cmp202.not.4, i1 %cmp118, i1 false
  br i1 %or.cond342.4, label %if.end205.4, label %cleanup.4

if.end205.4:                                      ; preds = %cleanup.1.3
  %62 = load i32, ptr %arrayidx207.4, align 4, !tbaa !21
  %cmp208.not.4 = icmp eq i32 %62, -1
  br i1 %cmp208.not.4, label %cond.false216.4, label %cond.true209.4

cond.true209.4:                                   ; preds = %if.end205.4
  %idxprom212.4 = zext i32 %62 to i64
  %arrayidx215.4 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.4, i64 %idxprom145
  %63 = load i32, ptr %arrayidx215.4, align 4, !tbaa !21
  br label %cond.end222.4

cond.false216.4:                                  ; preds = %if.end205.4
  %64 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.4, i64 %q.sroa.6356.0.copyload)
  %mul.i352.4 = mul i64 %64, %conv
  %sub.i353.4 = sub i64 %cond.i.4, %mul.i352.4
  %cmp.not.i.4 = icmp ult i64 %sub.i353.4, %conv
  %sub5.i.4 = select i1 %cmp.not.i.4, i64 0, i64 %conv
  %cond.i354.4 = sub i64 %sub.i353.4, %sub5.i.4
  %conv6.i.4 = trunc i64 %cond.i354.4 to i32
  br label %cond.end222.4

cond.end222.4:                                    ; preds = %cond.false216.4, %cond.true209.4
  %cond223.4 = phi i32 [ %63, %cond.true209.4 ], [ %conv6.i.4, %cond.false216.4 ]
  %conv226.4 = zext i32 %add113 to i64
  %add227.4 = add i64 %mul225.4, %conv226.4
  %arrayidx228.4 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.4
  store i32 %cond223.4, ptr %arrayidx228.4, align 4, !tbaa !21
  br label %cleanup.4

cleanup.4:                                        ; preds = %cond.end222.4, %cleanup.1.3
  %or.cond342.1.4 = select i1 %cmp202.not.4, i1 %cmp203.not.1, i1 false
  br i1 %or.cond342.1.4, label %if.end205.1.4, label %cleanup.1.4

if.end205.1.4:                                    ; preds = %cleanup.4
  %65 = load i32, ptr %arrayidx207.4, align 4, !tbaa !21
  %cmp208.not.1.4 = icmp eq i32 %65, -1
  br i1 %cmp208.not.1.4, label %cond.false216.1.4, label %cond.true209.1.4

cond.true209.1.4:                                 ; preds = %if.end205.1.4
  %idxprom212.1.4 = zext i32 %65 to i64
  %arrayidx215.1.4 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.4, i64 %idxprom150
  %66 = load i32, ptr %arrayidx215.1.4, align 4, !tbaa !21
  br label %cond.end222.1.4

cond.false216.1.4:                                ; preds = %if.end205.1.4
  %67 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i350.4, i64 %q.sroa.6356.0.copyload)
  %mul.i352.1.4 = mul i64 %67, %conv
  %sub.i353.1.4 = sub i64 %cond.i350.4, %mul.i352.1.4
  %cmp.not.i.1.4 = icmp ult i64 %sub.i353.1.4, %conv
  %sub5.i.1.4 = select i1 %cmp.not.i.1.4, i64 0, i64 %conv
  %cond.i354.1.4 = sub i64 %sub.i353.1.4, %sub5.i.1.4
  %conv6.i.1.4 = trunc i64 %cond.i354.1.4 to i32
  br label %cond.end222.1.4

cond.end222.1.4:                                  ; preds = %cond.false216.1.4, %cond.true209.1.4
  %cond223.1.4 = phi i32 [ %66, %cond.true209.1.4 ], [ %conv6.i.1.4, %cond.false216.1.4 ]
  %conv226.1.4 = zext i32 %add201.1 to i64
  %add227.1.4 = add i64 %mul225.4, %conv226.1.4
  %arrayidx228.1.4 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.4
  store i32 %cond223.1.4, ptr %arrayidx228.1.4, align 4, !tbaa !21
  br label %cleanup.1.4

cleanup.1.4:                                      ; preds = %cond.end222.1.4, %cleanup.4
  %add195.5 = add nuw nsw i32 %shr99, 40
  %add199.5 = add i32 %add195.5, %mul4
  %cmp202.not.5 = icmp ult i32 %add199.5, %n
  %idxprom206.5 = zext i32 %add195.5 to i64
  %arrayidx207.5 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom206.5
  %conv224.5 = zext i32 %add199.5 to i64
  %mul225.5 = mul i64 %conv224.5, %ld
  %or.cond342.5 = select i1 %cmp202.not.5, i1 %cmp118, i1 false
  br i1 %or.cond342.5, label %if.end205.5, label %cleanup.5

if.end205.5:                                      ; preds = %cleanup.1.4
  %68 = load i32, ptr %arrayidx207.5, align 4, !tbaa !21
  %cmp208.not.5 = icmp eq i32 %68, -1
  br i1 %cmp208.not.5, label %cond.false216.5, label %cond.true209.5

cond.true209.5:                                   ; preds = %if.end205.5
  %idxprom212.5 = zext i32 %68 to i64
  %arrayidx215.5 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.5, i64 %idxprom145
  %69 = load i32, ptr %arrayidx215.5, align 4, !tbaa !21
  br label %cond.end222.5

cond.false216.5:                                  ; preds = %if.end205.5
  %70 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.5, i64 %q.sroa.6356.0.copyload)
  %mul.i352.5 = mul i64 %70, %conv
  %sub.i353.5 = sub i64 %cond.i.5, %mul.i352.5
  %cmp.not.i.5 = icmp ult i64 %sub.i353.5, %conv
  %sub5.i.5 = select i1 %cmp.not.i.5, i64 0, i64 %conv
  %cond.i354.5 = sub i64 %sub.i353.5, %sub5.i.5
  %conv6.i.5 = trunc i64 %cond.i354.5 to i32
  br label %cond.end222.5

cond.end222.5:                                    ; preds = %cond.false216.5, %cond.true209.5
  %cond223.5 = phi i32 [ %69, %cond.true209.5 ], [ %conv6.i.5, %cond.false216.5 ]
  %conv226.5 = zext i32 %add113 to i64
  %add227.5 = add i64 %mul225.5, %conv226.5
  %arrayidx228.5 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.5
  store i32 %cond223.5, ptr %arrayidx228.5, align 4, !tbaa !21
  br label %cleanup.5

cleanup.5:                                        ; preds = %cond.end222.5, %cleanup.1.4
  %or.cond342.1.5 = select i1 %cmp202.not.5, i1 %cmp203.not.1, i1 false
  br i1 %or.cond342.1.5, label %if.end205.1.5, label %cleanup.1.5

if.end205.1.5:                                    ; preds = %cleanup.5
  %71 = load i32, ptr %arrayidx207.5, align 4, !tbaa !21
  %cmp208.not.1.5 = icmp eq i32 %71, -1
  br i1 %cmp208.not.1.5, label %cond.false216.1.5, label %cond.true209.1.5

cond.true209.1.5:                                 ; preds = %if.end205.1.5
  %idxprom212.1.5 = zext i32 %71 to i64
  %arrayidx215.1.5 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.5, i64 %idxprom150
  %72 = load i32, ptr %arrayidx215.1.5, align 4, !tbaa !21
  br label %cond.end222.1.5

cond.false216.1.5:                                ; preds = %if.end205.1.5
  %73 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i350.5, i64 %q.sroa.6356.0.copyload)
  %mul.i352.1.5 = mul i64 %73, %conv
  %sub.i353.1.5 = sub i64 %cond.i350.5, %mul.i352.1.5
  %cmp.not.i.1.5 = icmp ult i64 %sub.i353.1.5, %conv
  %sub5.i.1.5 = select i1 %cmp.not.i.1.5, i64 0, i64 %conv
  %cond.i354.1.5 = sub i64 %sub.i353.1.5, %sub5.i.1.5
  %conv6.i.1.5 = trunc i64 %cond.i354.1.5 to i32
  br label %cond.end222.1.5

cond.end222.1.5:                                  ; preds = %cond.false216.1.5, %cond.true209.1.5
  %cond223.1.5 = phi i32 [ %72, %cond.true209.1.5 ], [ %conv6.i.1.5, %cond.false216.1.5 ]
  %conv226.1.5 = zext i32 %add201.1 to i64
  %add227.1.5 = add i64 %mul225.5, %conv226.1.5
  %arrayidx228.1.5 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.5
  store i32 %cond223.1.5, ptr %arrayidx228.1.5, align 4, !tbaa !21
  br label %cleanup.1.5

cleanup.1.5:                                      ; preds = %cond.end222.1.5, %cleanup.5
  %add195.6 = add nuw nsw i32 %shr99, 48
  %add199.6 = add i32 %add195.6, %mul4
  %cmp202.not.6 = icmp ult i32 %add199.6, %n
  %idxprom206.6 = zext i32 %add195.6 to i64
  %arrayidx207.6 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom206.6
  %conv224.6 = zext i32 %add199.6 to i64
  %mul225.6 = mul i64 %conv224.6, %ld
  %or.cond342.6 = select i1 %cmp202.not.6, i1 %cmp118, i1 false
  br i1 %or.cond342.6, label %if.end205.6, label %cleanup.6

if.end205.6:                                      ; preds = %cleanup.1.5
  %74 = load i32, ptr %arrayidx207.6, align 4, !tbaa !21
  %cmp208.not.6 = icmp eq i32 %74, -1
  br i1 %cmp208.not.6, label %cond.false216.6, label %cond.true209.6

cond.true209.6:                                   ; preds = %if.end205.6
  %idxprom212.6 = zext i32 %74 to i64
  %arrayidx215.6 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.6, i64 %idxprom145
  %75 = load i32, ptr %arrayidx215.6, align 4, !tbaa !21
  br label %cond.end222.6

cond.false216.6:                                  ; preds = %if.end205.6
  %76 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.6, i64 %q.sroa.6356.0.copyload)
  %mul.i352.6 = mul i64 %76, %conv
  %sub.i353.6 = sub i64 %cond.i.6, %mul.i352.6
  %cmp.not.i.6 = icmp ult i64 %sub.i353.6, %conv
  %sub5.i.6 = select i1 %cmp.not.i.6, i64 0, i64 %conv
  %cond.i354.6 = sub i64 %sub.i353.6, %sub5.i.6
  %conv6.i.6 = trunc i64 %cond.i354.6 to i32
  br label %cond.end222.6

cond.end222.6:                                    ; preds = %cond.false216.6, %cond.true209.6
  %cond223.6 = phi i32 [ %75, %cond.true209.6 ], [ %conv6.i.6, %cond.false216.6 ]
  %conv226.6 = zext i32 %add113 to i64
  %add227.6 = add i64 %mul225.6, %conv226.6
  %arrayidx228.6 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.6
  store i32 %cond223.6, ptr %arrayidx228.6, align 4, !tbaa !21
  br label %cleanup.6

cleanup.6:                                        ; preds = %cond.end222.6, %cleanup.1.5
  %or.cond342.1.6 = select i1 %cmp202.not.6, i1 %cmp203.not.1, i1 false
  br i1 %or.cond342.1.6, label %if.end205.1.6, label %cleanup.1.6

if.end205.1.6:                                    ; preds = %cleanup.6
  %77 = load i32, ptr %arrayidx207.6, align 4, !tbaa !21
  %cmp208.not.1.6 = icmp eq i32 %77, -1
  br i1 %cmp208.not.1.6, label %cond.false216.1.6, label %cond.true209.1.6

cond.true209.1.6:                                 ; preds = %if.end205.1.6
  %idxprom212.1.6 = zext i32 %77 to i64
  %arrayidx215.1.6 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.6, i64 %idxprom150
  %78 = load i32, ptr %arrayidx215.1.6, align 4, !tbaa !21
  br label %cond.end222.1.6

cond.false216.1.6:                                ; preds = %if.end205.1.6
  %79 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i350.6, i64 %q.sroa.6356.0.copyload)
  %mul.i352.1.6 = mul i64 %79, %conv
  %sub.i353.1.6 = sub i64 %cond.i350.6, %mul.i352.1.6
  %cmp.not.i.1.6 = icmp ult i64 %sub.i353.1.6, %conv
  %sub5.i.1.6 = select i1 %cmp.not.i.1.6, i64 0, i64 %conv
  %cond.i354.1.6 = sub i64 %sub.i353.1.6, %sub5.i.1.6
  %conv6.i.1.6 = trunc i64 %cond.i354.1.6 to i32
  br label %cond.end222.1.6

cond.end222.1.6:                                  ; preds = %cond.false216.1.6, %cond.true209.1.6
  %cond223.1.6 = phi i32 [ %78, %cond.true209.1.6 ], [ %conv6.i.1.6, %cond.false216.1.6 ]
  %conv226.1.6 = zext i32 %add201.1 to i64
  %add227.1.6 = add i64 %mul225.6, %conv226.1.6
  %arrayidx228.1.6 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.6
  store i32 %cond223.1.6, ptr %arrayidx228.1.6, align 4, !tbaa !21
  br label %cleanup.1.6

cleanup.1.6:                                      ; preds = %cond.end222.1.6, %cleanup.6
  %add195.7 = add nuw nsw i32 %shr99, 56
  %add199.7 = add i32 %add195.7, %mul4
  %cmp202.not.7 = icmp ult i32 %add199.7, %n
  %idxprom206.7 = zext i32 %add195.7 to i64
  %arrayidx207.7 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom206.7
  %conv224.7 = zext i32 %add199.7 to i64
  %mul225.7 = mul i64 %conv224.7, %ld
  %or.cond342.7 = select i1 %cmp202.not.7, i1 %cmp118, i1 false
  br i1 %or.cond342.7, label %if.end205.7, label %cleanup.7

if.end205.7:                                      ; preds = %cleanup.1.6
  %80 = load i32, ptr %arrayidx207.7, align 4, !tbaa !21
  %cmp208.not.7 = icmp eq i32 %80, -1
  br i1 %cmp208.not.7, label %cond.false216.7, label %cond.true209.7

cond.true209.7:                                   ; preds = %if.end205.7
  %idxprom212.7 = zext i32 %80 to i64
  %arrayidx215.7 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.7, i64 %idxprom145
  %81 = load i32, ptr %arrayidx215.7, align 4, !tbaa !21
  br label %cond.end222.7

cond.false216.7:                                  ; preds = %if.end205.7
  %82 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.7, i64 %q.sroa.6356.0.copyload)
  %mul.i352.7 = mul i64 %82, %conv
  %sub.i353.7 = sub i64 %cond.i.7, %mul.i352.7
  %cmp.not.i.7 = icmp ult i64 %sub.i353.7, %conv
  %sub5.i.7 = select i1 %cmp.not.i.7, i64 0, i64 %conv
  %cond.i354.7 = sub i64 %sub.i353.7, %sub5.i.7
  %conv6.i.7 = trunc i64 %cond.i354.7 to i32
  br label %cond.end222.7

cond.end222.7:                                    ; preds = %cond.false216.7, %cond.true209.7
  %cond223.7 = phi i32 [ %81, %cond.true209.7 ], [ %conv6.i.7, %cond.false216.7 ]
  %conv226.7 = zext i32 %add113 to i64
  %add227.7 = add i64 %mul225.7, %conv226.7
  %arrayidx228.7 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.7
  store i32 %cond223.7, ptr %arrayidx228.7, align 4, !tbaa !21
  br label %cleanup.7

cleanup.7:                                        ; preds = %cond.end222.7, %cleanup.1.6
  %or.cond342.1.7 = select i1 %cmp202.not.7, i1 %cmp203.not.1, i1 false
  br i1 %or.cond342.1.7, label %if.end205.1.7, label %cleanup240

if.end205.1.7:                                    ; preds = %cleanup.7
  %83 = load i32, ptr %arrayidx207.7, align 4, !tbaa !21
  %cmp208.not.1.7 = icmp eq i32 %83, -1
  br i1 %cmp208.not.1.7, label %cond.false216.1.7, label %cond.true209.1.7

cond.true209.1.7:                                 ; preds = %if.end205.1.7
  %idxprom212.1.7 = zext i32 %83 to i64
  %arrayidx215.1.7 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.7, i64 %idxprom150
  %84 = load i32, ptr %arrayidx215.1.7, align 4, !tbaa !21
  br label %cond.end222.1.7

cond.false216.1.7:                                ; preds = %if.end205.1.7
  %85 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i350.7, i64 %q.sroa.6356.0.copyload)
  %mul.i352.1.7 = mul i64 %85, %conv
  %sub.i353.1.7 = sub i64 %cond.i350.7, %mul.i352.1.7
  %cmp.not.i.1.7 = icmp ult i64 %sub.i353.1.7, %conv
  %sub5.i.1.7 = select i1 %cmp.not.i.1.7, i64 0, i64 %conv
  %cond.i354.1.7 = sub i64 %sub.i353.1.7, %sub5.i.1.7
  %conv6.i.1.7 = trunc i64 %cond.i354.1.7 to i32
  br label %cond.end222.1.7

cond.end222.1.7:                                  ; preds = %cond.false216.1.7, %cond.true209.1.7
  %cond223.1.7 = phi i32 [ %84, %cond.true209.1.7 ], [ %conv6.i.1.7, %cond.false216.1.7 ]
  %conv226.1.7 = zext i32 %add201.1 to i64
  %add227.1.7 = add i64 %mul225.7, %conv226.1.7
  %arrayidx228.1.7 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.7
  store i32 %cond223.1.7, ptr %arrayidx228.1.7, align 4, !tbaa !21
  br label %cleanup240

cleanup240:                                       ; preds = %cleanup.7, %cond.end222.1.7, %entry
  ret void
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind
define dso_local void @gb_panel_gather(ptr nocapture noundef readonly %mats, ptr nocapture noundef writeonly %out, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %pivrows, ptr nocapture noundef readonly %states) local_unnamed_addr #1 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp ult i32 %add, %m
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idxprom = zext i32 %3 to i64
  %arrayidx = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom
  %4 = load i32, ptr %arrayidx, align 4, !tbaa !49
  %mul5 = mul i64 %idxprom, %stride
  %add.ptr = getelementptr inbounds i32, ptr %mats, i64 %mul5
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %cmp743 = icmp ult i32 %5, %n
  br i1 %cmp743, label %for.body.lr.ph, label %cleanup

for.body.lr.ph:                                   ; preds = %if.end
  %conv10 = zext i32 %n to i64
  %mul11 = mul nuw i64 %conv10, %idxprom
  %conv17 = zext i32 %add to i64
  %add24 = add i64 %mul5, %conv17
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %cond.end
  %g.044 = phi i32 [ %5, %for.body.lr.ph ], [ %add29, %cond.end ]
  %cmp8 = icmp ult i32 %g.044, %4
  %conv12 = zext i32 %g.044 to i64
  br i1 %cmp8, label %cond.true, label %cond.end

cond.true:                                        ; preds = %for.body
  %add13 = add i64 %mul11, %conv12
  %arrayidx14 = getelementptr inbounds i32, ptr %pivrows, i64 %add13
  %7 = load i32, ptr %arrayidx14, align 4, !tbaa !21
  %conv15 = zext i32 %7 to i64
  %mul16 = mul i64 %conv15, %ld
  %add18 = add i64 %mul16, %conv17
  %arrayidx19 = getelementptr inbounds i32, ptr %add.ptr, i64 %add18
  %8 = load i32, ptr %arrayidx19, align 4, !tbaa !21
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi i32 [ %8, %cond.true ], [ 0, %for.body ]
  %mul23 = mul i64 %conv12, %ld
  %add26 = add i64 %add24, %mul23
  %arrayidx27 = getelementptr inbounds i32, ptr %out, i64 %add26
  store i32 %cond, ptr %arrayidx27, align 4, !tbaa !21
  %add29 = add i32 %g.044, %6
  %cmp7 = icmp ult i32 %add29, %n
  br i1 %cmp7, label %for.body, label %cleanup, !llvm.loop !96

cleanup:                                          ; preds = %cond.end, %if.end, %entry
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
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !20
  %q.sroa.6.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.6.0.copyload = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx, align 4, !tbaa.struct !27
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %conv = zext i32 %3 to i64
  %conv4 = zext i32 %ncols to i64
  %mul5 = mul nuw i64 %conv4, %conv
  %conv6 = zext i32 %nprimes to i64
  %mul7 = mul i64 %mul5, %conv6
  %add.ptr = getelementptr inbounds i32, ptr %work, i64 %mul7
  %cmp9271 = icmp ult i32 %3, %nrows_todo
  br i1 %cmp9271, label %for.body.lr.ph, label %cleanup167

for.body.lr.ph:                                   ; preds = %if.end
  %q.sroa.8.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %q.sroa.8.0.copyload = load i32, ptr %q.sroa.8.0.arrayidx.sroa_idx, align 8, !tbaa.struct !29
  %conv12 = zext i32 %nrows_todo to i64
  %mul13 = mul nuw i64 %idxprom, %conv12
  %conv16 = zext i32 %nnp to i64
  %cmp20260.not = icmp eq i32 %nnp, 0
  %tobool.not = icmp eq i32 %tail, 0
  %conv1.i = zext i32 %q.sroa.8.0.copyload to i64
  %conv2.i.i = zext i32 %q.sroa.0.0.copyload to i64
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %add.ptr138277 = getelementptr i32, ptr %add.ptr, i64 %idxprom
  %5 = add i32 %nnp, -1
  %xtraiter = and i32 %nnp, 7
  %6 = icmp ult i32 %5, 7
  %unroll_iter = and i32 %nnp, -8
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  %add145.prol = add nuw nsw i64 %conv6, %idxprom
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %cleanup156
  %r.0272 = phi i32 [ %3, %for.body.lr.ph ], [ %add164, %cleanup156 ]
  %add10 = add i32 %r.0272, %npiv
  %conv14 = zext i32 %r.0272 to i64
  %add15 = add i64 %mul13, %conv14
  %mul17 = mul i64 %add15, %conv16
  %add.ptr18 = getelementptr inbounds i32, ptr %dense, i64 %mul17
  br i1 %cmp20260.not, label %for.cond.cleanup21, label %for.body22.preheader

for.body22.preheader:                             ; preds = %for.body
  br i1 %6, label %for.cond.cleanup21.loopexit.unr-lcssa, label %for.body22

for.cond.cleanup21.loopexit.unr-lcssa:            ; preds = %for.body22, %for.body22.preheader
  %x.0261.unr = phi i32 [ 0, %for.body22.preheader ], [ %inc.7, %for.body22 ]
  br i1 %lcmp.mod.not, label %for.cond.cleanup21, label %for.body22.epil

for.body22.epil:                                  ; preds = %for.cond.cleanup21.loopexit.unr-lcssa, %for.body22.epil
  %x.0261.epil = phi i32 [ %inc.epil, %for.body22.epil ], [ %x.0261.unr, %for.cond.cleanup21.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body22.epil ], [ 0, %for.cond.cleanup21.loopexit.unr-lcssa ]
  %idxprom23.epil = zext i32 %x.0261.epil to i64
  %arrayidx24.epil = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.epil
  store i32 0, ptr %arrayidx24.epil, align 4, !tbaa !21
  %inc.epil = add nuw i32 %x.0261.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup21, label %for.body22.epil, !llvm.loop !97

for.cond.cleanup21:                               ; preds = %for.cond.cleanup21.loopexit.unr-lcssa, %for.body22.epil, %for.body
  %idxprom25 = zext i32 %add10 to i64
  %arrayidx26 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom25
  %7 = load i32, ptr %arrayidx26, align 4, !tbaa !21
  %add27 = add i32 %add10, 1
  %idxprom28 = zext i32 %add27 to i64
  %arrayidx29 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom28
  %8 = load i32, ptr %arrayidx29, align 4, !tbaa !21
  %cmp30 = icmp eq i32 %8, %7
  br i1 %cmp30, label %cleanup156, label %if.end32

for.body22:                                       ; preds = %for.body22.preheader, %for.body22
  %x.0261 = phi i32 [ %inc.7, %for.body22 ], [ 0, %for.body22.preheader ]
  %niter = phi i32 [ %niter.next.7, %for.body22 ], [ 0, %for.body22.preheader ]
  %idxprom23 = zext i32 %x.0261 to i64
  %arrayidx24 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23
  store i32 0, ptr %arrayidx24, align 4, !tbaa !21
  %inc = or i32 %x.0261, 1
  %idxprom23.1 = zext i32 %inc to i64
  %arrayidx24.1 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.1
  store i32 0, ptr %arrayidx24.1, align 4, !tbaa !21
  %inc.1 = or i32 %x.0261, 2
  %idxprom23.2 = zext i32 %inc.1 to i64
  %arrayidx24.2 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.2
  store i32 0, ptr %arrayidx24.2, align 4, !tbaa !21
  %inc.2 = or i32 %x.0261, 3
  %idxprom23.3 = zext i32 %inc.2 to i64
  %arrayidx24.3 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.3
  store i32 0, ptr %arrayidx24.3, align 4, !tbaa !21
  %inc.3 = or i32 %x.0261, 4
  %idxprom23.4 = zext i32 %inc.3 to i64
  %arrayidx24.4 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.4
  store i32 0, ptr %arrayidx24.4, align 4, !tbaa !21
  %inc.4 = or i32 %x.0261, 5
  %idxprom23.5 = zext i32 %inc.4 to i64
  %arrayidx24.5 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.5
  store i32 0, ptr %arrayidx24.5, align 4, !tbaa !21
  %inc.5 = or i32 %x.0261, 6
  %idxprom23.6 = zext i32 %inc.5 to i64
  %arrayidx24.6 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.6
  store i32 0, ptr %arrayidx24.6, align 4, !tbaa !21
  %inc.6 = or i32 %x.0261, 7
  %idxprom23.7 = zext i32 %inc.6 to i64
  %arrayidx24.7 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.7
  store i32 0, ptr %arrayidx24.7, align 4, !tbaa !21
  %inc.7 = add nuw i32 %x.0261, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %for.cond.cleanup21.loopexit.unr-lcssa, label %for.body22, !llvm.loop !98

if.end32:                                         ; preds = %for.cond.cleanup21
  %idxprom33 = zext i32 %7 to i64
  %arrayidx34 = getelementptr inbounds i32, ptr %cols, i64 %idxprom33
  %9 = load i32, ptr %arrayidx34, align 4, !tbaa !21
  %cmp36262 = icmp ult i32 %9, %ncols
  br i1 %cmp36262, label %for.body38.preheader, label %for.cond.cleanup37

for.body38.preheader:                             ; preds = %if.end32
  %10 = sub i32 %ncols, %9
  %11 = xor i32 %9, -1
  %12 = add i32 %11, %ncols
  %xtraiter278 = and i32 %10, 7
  %lcmp.mod279.not = icmp eq i32 %xtraiter278, 0
  br i1 %lcmp.mod279.not, label %for.body38.prol.loopexit, label %for.body38.prol

for.body38.prol:                                  ; preds = %for.body38.preheader, %for.body38.prol
  %c.0263.prol = phi i32 [ %inc46.prol, %for.body38.prol ], [ %9, %for.body38.preheader ]
  %prol.iter = phi i32 [ %prol.iter.next, %for.body38.prol ], [ 0, %for.body38.preheader ]
  %conv39.prol = zext i32 %c.0263.prol to i64
  %mul41.prol = mul nuw i64 %conv39.prol, %conv6
  %add43.prol = add i64 %mul41.prol, %idxprom
  %arrayidx44.prol = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.prol
  store i32 0, ptr %arrayidx44.prol, align 4, !tbaa !21
  %inc46.prol = add nuw i32 %c.0263.prol, 1
  %prol.iter.next = add i32 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i32 %prol.iter.next, %xtraiter278
  br i1 %prol.iter.cmp.not, label %for.body38.prol.loopexit, label %for.body38.prol, !llvm.loop !99

for.body38.prol.loopexit:                         ; preds = %for.body38.prol, %for.body38.preheader
  %c.0263.unr = phi i32 [ %9, %for.body38.preheader ], [ %inc46.prol, %for.body38.prol ]
  %13 = icmp ult i32 %12, 7
  br i1 %13, label %for.cond.cleanup37, label %for.body38

for.cond.cleanup37:                               ; preds = %for.body38.prol.loopexit, %for.body38, %if.end32
  %arrayidx49 = getelementptr inbounds i32, ptr %source, i64 %idxprom25
  %14 = load i32, ptr %arrayidx49, align 4, !tbaa !21
  %idxprom50 = zext i32 %14 to i64
  %arrayidx51 = getelementptr inbounds i64, ptr %pool_off, i64 %idxprom50
  %15 = load i64, ptr %arrayidx51, align 8, !tbaa !25
  %mul53 = mul i64 %15, %conv6
  %add.ptr54 = getelementptr inbounds i32, ptr %pool, i64 %mul53
  %cmp57264 = icmp ugt i32 %8, %7
  br i1 %cmp57264, label %for.body59.preheader, label %for.cond.cleanup58

for.body59.preheader:                             ; preds = %for.cond.cleanup37
  %16 = sub i32 %8, %7
  %17 = xor i32 %7, -1
  %18 = add i32 %8, %17
  %xtraiter280 = and i32 %16, 3
  %lcmp.mod281.not = icmp eq i32 %xtraiter280, 0
  br i1 %lcmp.mod281.not, label %for.body59.prol.loopexit, label %for.body59.prol

for.body59.prol:                                  ; preds = %for.body59.preheader, %for.body59.prol
  %x55.0265.prol = phi i32 [ %inc75.prol, %for.body59.prol ], [ %7, %for.body59.preheader ]
  %prol.iter282 = phi i32 [ %prol.iter282.next, %for.body59.prol ], [ 0, %for.body59.preheader ]
  %sub.prol = sub nuw i32 %x55.0265.prol, %7
  %conv60.prol = zext i32 %sub.prol to i64
  %mul62.prol = mul nuw i64 %conv60.prol, %conv6
  %add64.prol = add i64 %mul62.prol, %idxprom
  %arrayidx65.prol = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.prol
  %19 = load i32, ptr %arrayidx65.prol, align 4, !tbaa !21
  %idxprom66.prol = zext i32 %x55.0265.prol to i64
  %arrayidx67.prol = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.prol
  %20 = load i32, ptr %arrayidx67.prol, align 4, !tbaa !21
  %conv68.prol = zext i32 %20 to i64
  %mul70.prol = mul nuw i64 %conv68.prol, %conv6
  %add72.prol = add i64 %mul70.prol, %idxprom
  %arrayidx73.prol = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.prol
  store i32 %19, ptr %arrayidx73.prol, align 4, !tbaa !21
  %inc75.prol = add nuw i32 %x55.0265.prol, 1
  %prol.iter282.next = add i32 %prol.iter282, 1
  %prol.iter282.cmp.not = icmp eq i32 %prol.iter282.next, %xtraiter280
  br i1 %prol.iter282.cmp.not, label %for.body59.prol.loopexit, label %for.body59.prol, !llvm.loop !100

for.body59.prol.loopexit:                         ; preds = %for.body59.prol, %for.body59.preheader
  %x55.0265.unr = phi i32 [ %7, %for.body59.preheader ], [ %inc75.prol, %for.body59.prol ]
  %21 = icmp ult i32 %18, 3
  br i1 %21, label %for.cond.cleanup58, label %for.body59

for.body38:                                       ; preds = %for.body38.prol.loopexit, %for.body38
  %c.0263 = phi i32 [ %inc46.7, %for.body38 ], [ %c.0263.unr, %for.body38.prol.loopexit ]
  %conv39 = zext i32 %c.0263 to i64
  %mul41 = mul nuw i64 %conv39, %conv6
  %add43 = add i64 %mul41, %idxprom
  %arrayidx44 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43
  store i32 0, ptr %arrayidx44, align 4, !tbaa !21
  %inc46 = add nuw i32 %c.0263, 1
  %conv39.1 = zext i32 %inc46 to i64
  %mul41.1 = mul nuw i64 %conv39.1, %conv6
  %add43.1 = add i64 %mul41.1, %idxprom
  %arrayidx44.1 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.1
  store i32 0, ptr %arrayidx44.1, align 4, !tbaa !21
  %inc46.1 = add nuw i32 %c.0263, 2
  %conv39.2 = zext i32 %inc46.1 to i64
  %mul41.2 = mul nuw i64 %conv39.2, %conv6
  %add43.2 = add i64 %mul41.2, %idxprom
  %arrayidx44.2 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.2
  store i32 0, ptr %arrayidx44.2, align 4, !tbaa !21
  %inc46.2 = add nuw i32 %c.0263, 3
  %conv39.3 = zext i32 %inc46.2 to i64
  %mul41.3 = mul nuw i64 %conv39.3, %conv6
  %add43.3 = add i64 %mul41.3, %idxprom
  %arrayidx44.3 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.3
  store i32 0, ptr %arrayidx44.3, align 4, !tbaa !21
  %inc46.3 = add nuw i32 %c.0263, 4
  %conv39.4 = zext i32 %inc46.3 to i64
  %mul41.4 = mul nuw i64 %conv39.4, %conv6
  %add43.4 = add i64 %mul41.4, %idxprom
  %arrayidx44.4 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.4
  store i32 0, ptr %arrayidx44.4, align 4, !tbaa !21
  %inc46.4 = add nuw i32 %c.0263, 5
  %conv39.5 = zext i32 %inc46.4 to i64
  %mul41.5 = mul nuw i64 %conv39.5, %conv6
  %add43.5 = add i64 %mul41.5, %idxprom
  %arrayidx44.5 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.5
  store i32 0, ptr %arrayidx44.5, align 4, !tbaa !21
  %inc46.5 = add nuw i32 %c.0263, 6
  %conv39.6 = zext i32 %inc46.5 to i64
  %mul41.6 = mul nuw i64 %conv39.6, %conv6
  %add43.6 = add i64 %mul41.6, %idxprom
  %arrayidx44.6 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.6
  store i32 0, ptr %arrayidx44.6, align 4, !tbaa !21
  %inc46.6 = add nuw i32 %c.0263, 7
  %conv39.7 = zext i32 %inc46.6 to i64
  %mul41.7 = mul nuw i64 %conv39.7, %conv6
  %add43.7 = add i64 %mul41.7, %idxprom
  %arrayidx44.7 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.7
  store i32 0, ptr %arrayidx44.7, align 4, !tbaa !21
  %inc46.7 = add nuw i32 %c.0263, 8
  %exitcond273.not.7 = icmp eq i32 %inc46.7, %ncols
  br i1 %exitcond273.not.7, label %for.cond.cleanup37, label %for.body38, !llvm.loop !101

for.cond.cleanup58:                               ; preds = %for.body59.prol.loopexit, %for.body59, %for.cond.cleanup37
  br i1 %tobool.not, label %if.end92, label %if.then78

for.body59:                                       ; preds = %for.body59.prol.loopexit, %for.body59
  %x55.0265 = phi i32 [ %inc75.3, %for.body59 ], [ %x55.0265.unr, %for.body59.prol.loopexit ]
  %sub = sub nuw i32 %x55.0265, %7
  %conv60 = zext i32 %sub to i64
  %mul62 = mul nuw i64 %conv60, %conv6
  %add64 = add i64 %mul62, %idxprom
  %arrayidx65 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64
  %22 = load i32, ptr %arrayidx65, align 4, !tbaa !21
  %idxprom66 = zext i32 %x55.0265 to i64
  %arrayidx67 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66
  %23 = load i32, ptr %arrayidx67, align 4, !tbaa !21
  %conv68 = zext i32 %23 to i64
  %mul70 = mul nuw i64 %conv68, %conv6
  %add72 = add i64 %mul70, %idxprom
  %arrayidx73 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72
  store i32 %22, ptr %arrayidx73, align 4, !tbaa !21
  %inc75 = add nuw i32 %x55.0265, 1
  %sub.1 = sub nuw i32 %inc75, %7
  %conv60.1 = zext i32 %sub.1 to i64
  %mul62.1 = mul nuw i64 %conv60.1, %conv6
  %add64.1 = add i64 %mul62.1, %idxprom
  %arrayidx65.1 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.1
  %24 = load i32, ptr %arrayidx65.1, align 4, !tbaa !21
  %idxprom66.1 = zext i32 %inc75 to i64
  %arrayidx67.1 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.1
  %25 = load i32, ptr %arrayidx67.1, align 4, !tbaa !21
  %conv68.1 = zext i32 %25 to i64
  %mul70.1 = mul nuw i64 %conv68.1, %conv6
  %add72.1 = add i64 %mul70.1, %idxprom
  %arrayidx73.1 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.1
  store i32 %24, ptr %arrayidx73.1, align 4, !tbaa !21
  %inc75.1 = add nuw i32 %x55.0265, 2
  %sub.2 = sub nuw i32 %inc75.1, %7
  %conv60.2 = zext i32 %sub.2 to i64
  %mul62.2 = mul nuw i64 %conv60.2, %conv6
  %add64.2 = add i64 %mul62.2, %idxprom
  %arrayidx65.2 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.2
  %26 = load i32, ptr %arrayidx65.2, align 4, !tbaa !21
  %idxprom66.2 = zext i32 %inc75.1 to i64
  %arrayidx67.2 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.2
  %27 = load i32, ptr %arrayidx67.2, align 4, !tbaa !21
  %conv68.2 = zext i32 %27 to i64
  %mul70.2 = mul nuw i64 %conv68.2, %conv6
  %add72.2 = add i64 %mul70.2, %idxprom
  %arrayidx73.2 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.2
  store i32 %26, ptr %arrayidx73.2, align 4, !tbaa !21
  %inc75.2 = add nuw i32 %x55.0265, 3
  %sub.3 = sub nuw i32 %inc75.2, %7
  %conv60.3 = zext i32 %sub.3 to i64
  %mul62.3 = mul nuw i64 %conv60.3, %conv6
  %add64.3 = add i64 %mul62.3, %idxprom
  %arrayidx65.3 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.3
  %28 = load i32, ptr %arrayidx65.3, align 4, !tbaa !21
  %idxprom66.3 = zext i32 %inc75.2 to i64
  %arrayidx67.3 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.3
  %29 = load i32, ptr %arrayidx67.3, align 4, !tbaa !21
  %conv68.3 = zext i32 %29 to i64
  %mul70.3 = mul nuw i64 %conv68.3, %conv6
  %add72.3 = add i64 %mul70.3, %idxprom
  %arrayidx73.3 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.3
  store i32 %28, ptr %arrayidx73.3, align 4, !tbaa !21
  %inc75.3 = add nuw i32 %x55.0265, 4
  %exitcond274.not.3 = icmp eq i32 %inc75.3, %8
  br i1 %exitcond274.not.3, label %for.cond.cleanup58, label %for.body59, !llvm.loop !102

if.then78:                                        ; preds = %for.cond.cleanup58
  %conv79 = zext i32 %9 to i64
  %mul81 = mul nuw i64 %conv79, %conv6
  %add83 = add i64 %mul81, %idxprom
  %arrayidx84 = getelementptr inbounds i32, ptr %add.ptr, i64 %add83
  %30 = load i32, ptr %arrayidx84, align 4, !tbaa !21
  %mul87 = mul nuw i64 %conv14, %conv6
  %add89 = add i64 %mul87, %idxprom
  %arrayidx90 = getelementptr inbounds i32, ptr %leadval, i64 %add89
  store i32 %30, ptr %arrayidx90, align 4, !tbaa !21
  %inc91 = add i32 %9, 1
  br label %if.end92

if.end92:                                         ; preds = %if.then78, %for.cond.cleanup58
  %c77.0 = phi i32 [ %inc91, %if.then78 ], [ %9, %for.cond.cleanup58 ]
  %cmp94269 = icmp ult i32 %c77.0, %ncols
  br i1 %cmp94269, label %for.body95, label %cleanup156

for.body95:                                       ; preds = %if.end92, %cleanup152
  %c77.1270 = phi i32 [ %inc154, %cleanup152 ], [ %c77.0, %if.end92 ]
  %conv96 = zext i32 %c77.1270 to i64
  %mul98 = mul nuw i64 %conv96, %conv6
  %add100 = add i64 %mul98, %idxprom
  %arrayidx101 = getelementptr inbounds i32, ptr %add.ptr, i64 %add100
  %31 = load i32, ptr %arrayidx101, align 4, !tbaa !21
  %cmp102 = icmp eq i32 %31, 0
  br i1 %cmp102, label %cleanup152, label %if.end104

if.end104:                                        ; preds = %for.body95
  %arrayidx106 = getelementptr inbounds i32, ptr %pivot_of_column, i64 %conv96
  %32 = load i32, ptr %arrayidx106, align 4, !tbaa !21
  %cmp107 = icmp eq i32 %32, -1
  br i1 %cmp107, label %if.then108, label %if.end113

if.then108:                                       ; preds = %if.end104
  %arrayidx110 = getelementptr inbounds i32, ptr %np_index, i64 %conv96
  %33 = load i32, ptr %arrayidx110, align 4, !tbaa !21
  %idxprom111 = sext i32 %33 to i64
  %arrayidx112 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom111
  store i32 %31, ptr %arrayidx112, align 4, !tbaa !21
  br label %cleanup152

if.end113:                                        ; preds = %if.end104
  %idxprom115 = zext i32 %32 to i64
  %arrayidx116 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom115
  %34 = load i32, ptr %arrayidx116, align 4, !tbaa !21
  %add117 = add nuw i32 %32, 1
  %idxprom118 = zext i32 %add117 to i64
  %arrayidx119 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom118
  %35 = load i32, ptr %arrayidx119, align 4, !tbaa !21
  %arrayidx121 = getelementptr inbounds i32, ptr %source, i64 %idxprom115
  %36 = load i32, ptr %arrayidx121, align 4, !tbaa !21
  %idxprom122 = zext i32 %36 to i64
  %arrayidx123 = getelementptr inbounds i64, ptr %pool_off, i64 %idxprom122
  %37 = load i64, ptr %arrayidx123, align 8, !tbaa !25
  %mul125 = mul i64 %37, %conv6
  %add.ptr126 = getelementptr inbounds i32, ptr %pool, i64 %mul125
  %x127.0266 = add i32 %34, 1
  %cmp130267 = icmp ult i32 %x127.0266, %35
  br i1 %cmp130267, label %for.body132.lr.ph, label %cleanup152

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
  %conv.i246 = and i64 %cond.i.i, 4294967295
  %38 = xor i32 %34, -1
  %39 = add i32 %35, %38
  %40 = add i32 %35, -2
  %xtraiter283 = and i32 %39, 1
  %lcmp.mod284.not = icmp eq i32 %xtraiter283, 0
  br i1 %lcmp.mod284.not, label %for.body132.prol.loopexit, label %for.body132.prol

for.body132.prol:                                 ; preds = %for.body132.lr.ph
  %idxprom133.prol = zext i32 %x127.0266 to i64
  %arrayidx134.prol = getelementptr inbounds i32, ptr %cols, i64 %idxprom133.prol
  %41 = load i32, ptr %arrayidx134.prol, align 4, !tbaa !21
  %conv135.prol = zext i32 %41 to i64
  %mul137.prol = mul nuw i64 %conv135.prol, %conv6
  %add.ptr139.prol = getelementptr i32, ptr %add.ptr138277, i64 %mul137.prol
  %42 = load i32, ptr %add.ptr139.prol, align 4, !tbaa !21
  %arrayidx146.prol = getelementptr inbounds i32, ptr %add.ptr126, i64 %add145.prol
  %43 = load i32, ptr %arrayidx146.prol, align 4, !tbaa !21
  %conv1.i247.prol = zext i32 %43 to i64
  %mul.i248.prol = mul nuw i64 %conv.i246, %conv1.i247.prol
  %conv.i.i249.prol = trunc i64 %mul.i248.prol to i32
  %mul.i.i250.prol = mul i32 %q.sroa.6.0.copyload, %conv.i.i249.prol
  %conv1.i.i251.prol = zext i32 %mul.i.i250.prol to i64
  %mul3.i.i253.prol = mul nuw i64 %conv1.i.i251.prol, %conv2.i.i
  %add.i.i254.prol = add i64 %mul3.i.i253.prol, %mul.i248.prol
  %shr.i.i255.prol = lshr i64 %add.i.i254.prol, 32
  %cmp.not.i.i256.prol = icmp ult i64 %shr.i.i255.prol, %conv2.i.i
  %sub.i.i257.prol = select i1 %cmp.not.i.i256.prol, i64 0, i64 %conv2.i.i
  %cond.i.i258.prol = sub nsw i64 %shr.i.i255.prol, %sub.i.i257.prol
  %conv8.i.i259.prol = trunc i64 %cond.i.i258.prol to i32
  %cmp.not.i.prol = icmp ult i32 %42, %conv8.i.i259.prol
  %add.i.prol = select i1 %cmp.not.i.prol, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.prol = sub i32 %42, %conv8.i.i259.prol
  %cond.i.prol = add i32 %a.pn.i.prol, %add.i.prol
  store i32 %cond.i.prol, ptr %add.ptr139.prol, align 4, !tbaa !21
  %x127.0.prol = add i32 %34, 2
  br label %for.body132.prol.loopexit

for.body132.prol.loopexit:                        ; preds = %for.body132.prol, %for.body132.lr.ph
  %x127.0268.unr = phi i32 [ %x127.0266, %for.body132.lr.ph ], [ %x127.0.prol, %for.body132.prol ]
  %44 = icmp eq i32 %40, %34
  br i1 %44, label %cleanup152, label %for.body132

for.body132:                                      ; preds = %for.body132.prol.loopexit, %for.body132
  %x127.0268 = phi i32 [ %x127.0.1, %for.body132 ], [ %x127.0268.unr, %for.body132.prol.loopexit ]
  %idxprom133 = zext i32 %x127.0268 to i64
  %arrayidx134 = getelementptr inbounds i32, ptr %cols, i64 %idxprom133
  %45 = load i32, ptr %arrayidx134, align 4, !tbaa !21
  %conv135 = zext i32 %45 to i64
  %mul137 = mul nuw i64 %conv135, %conv6
  %add.ptr139 = getelementptr i32, ptr %add.ptr138277, i64 %mul137
  %46 = load i32, ptr %add.ptr139, align 4, !tbaa !21
  %sub140 = sub i32 %x127.0268, %34
  %conv141 = zext i32 %sub140 to i64
  %mul143 = mul nuw i64 %conv141, %conv6
  %add145 = add i64 %mul143, %idxprom
  %arrayidx146 = getelementptr inbounds i32, ptr %add.ptr126, i64 %add145
  %47 = load i32, ptr %arrayidx146, align 4, !tbaa !21
  %conv1.i247 = zext i32 %47 to i64
  %mul.i248 = mul nuw i64 %conv.i246, %conv1.i247
  %conv.i.i249 = trunc i64 %mul.i248 to i32
  %mul.i.i250 = mul i32 %q.sroa.6.0.copyload, %conv.i.i249
  %conv1.i.i251 = zext i32 %mul.i.i250 to i64
  %mul3.i.i253 = mul nuw i64 %conv1.i.i251, %conv2.i.i
  %add.i.i254 = add i64 %mul3.i.i253, %mul.i248
  %shr.i.i255 = lshr i64 %add.i.i254, 32
  %cmp.not.i.i256 = icmp ult i64 %shr.i.i255, %conv2.i.i
  %sub.i.i257 = select i1 %cmp.not.i.i256, i64 0, i64 %conv2.i.i
  %cond.i.i258 = sub nsw i64 %shr.i.i255, %sub.i.i257
  %conv8.i.i259 = trunc i64 %cond.i.i258 to i32
  %cmp.not.i = icmp ult i32 %46, %conv8.i.i259
  %add.i = select i1 %cmp.not.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i = sub i32 %46, %conv8.i.i259
  %cond.i = add i32 %a.pn.i, %add.i
  store i32 %cond.i, ptr %add.ptr139, align 4, !tbaa !21
  %x127.0 = add i32 %x127.0268, 1
  %idxprom133.1 = zext i32 %x127.0 to i64
  %arrayidx134.1 = getelementptr inbounds i32, ptr %cols, i64 %idxprom133.1
  %48 = load i32, ptr %arrayidx134.1, align 4, !tbaa !21
  %conv135.1 = zext i32 %48 to i64
  %mul137.1 = mul nuw i64 %conv135.1, %conv6
  %add.ptr139.1 = getelementptr i32, ptr %add.ptr138277, i64 %mul137.1
  %49 = load i32, ptr %add.ptr139.1, align 4, !tbaa !21
  %sub140.1 = sub i32 %x127.0, %34
  %conv141.1 = zext i32 %sub140.1 to i64
  %mul143.1 = mul nuw i64 %conv141.1, %conv6
  %add145.1 = add i64 %mul143.1, %idxprom
  %arrayidx146.1 = getelementptr inbounds i32, ptr %add.ptr126, i64 %add145.1
  %50 = load i32, ptr %arrayidx146.1, align 4, !tbaa !21
  %conv1.i247.1 = zext i32 %50 to i64
  %mul.i248.1 = mul nuw i64 %conv.i246, %conv1.i247.1
  %conv.i.i249.1 = trunc i64 %mul.i248.1 to i32
  %mul.i.i250.1 = mul i32 %q.sroa.6.0.copyload, %conv.i.i249.1
  %conv1.i.i251.1 = zext i32 %mul.i.i250.1 to i64
  %mul3.i.i253.1 = mul nuw i64 %conv1.i.i251.1, %conv2.i.i
  %add.i.i254.1 = add i64 %mul3.i.i253.1, %mul.i248.1
  %shr.i.i255.1 = lshr i64 %add.i.i254.1, 32
  %cmp.not.i.i256.1 = icmp ult i64 %shr.i.i255.1, %conv2.i.i
  %sub.i.i257.1 = select i1 %cmp.not.i.i256.1, i64 0, i64 %conv2.i.i
  %cond.i.i258.1 = sub nsw i64 %shr.i.i255.1, %sub.i.i257.1
  %conv8.i.i259.1 = trunc i64 %cond.i.i258.1 to i32
  %cmp.not.i.1 = icmp ult i32 %49, %conv8.i.i259.1
  %add.i.1 = select i1 %cmp.not.i.1, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.1 = sub i32 %49, %conv8.i.i259.1
  %cond.i.1 = add i32 %a.pn.i.1, %add.i.1
  store i32 %cond.i.1, ptr %add.ptr139.1, align 4, !tbaa !21
  %x127.0.1 = add i32 %x127.0268, 2
  %exitcond275.not.1 = icmp eq i32 %x127.0.1, %35
  br i1 %exitcond275.not.1, label %cleanup152, label %for.body132, !llvm.loop !103

cleanup152:                                       ; preds = %for.body132.prol.loopexit, %for.body132, %if.end113, %if.then108, %for.body95
  %inc154 = add nuw i32 %c77.1270, 1
  %exitcond276.not = icmp eq i32 %inc154, %ncols
  br i1 %exitcond276.not, label %cleanup156, label %for.body95, !llvm.loop !104

cleanup156:                                       ; preds = %cleanup152, %if.end92, %for.cond.cleanup21
  %add164 = add i32 %r.0272, %4
  %cmp9 = icmp ult i32 %add164, %nrows_todo
  br i1 %cmp9, label %for.body, label %cleanup167, !llvm.loop !105

cleanup167:                                       ; preds = %cleanup156, %if.end, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_replay_echelon(i32 noundef %nrows_todo, i32 noundef %nnp, ptr nocapture noundef readonly %primes, ptr nocapture noundef %dense) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom = zext i32 %0 to i64
  %arrayidx = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !20
  %q.sroa.9.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.9.0.copyload = load i32, ptr %q.sroa.9.0.arrayidx.sroa_idx, align 4, !tbaa.struct !27
  %conv1 = zext i32 %nrows_todo to i64
  %mul = mul nuw i64 %conv1, %idxprom
  %conv2 = zext i32 %nnp to i64
  %mul3 = mul i64 %mul, %conv2
  %add.ptr = getelementptr inbounds i32, ptr %dense, i64 %mul3
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %shr = lshr i32 %1, 5
  %shr6 = lshr i32 %2, 5
  %cmp249.not = icmp eq i32 %nrows_todo, 0
  br i1 %cmp249.not, label %for.cond.cleanup, label %for.body.lr.ph

for.body.lr.ph:                                   ; preds = %entry
  %and = and i32 %1, 31
  %q.sroa.13.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %q.sroa.13.0.copyload = load i32, ptr %q.sroa.13.0.arrayidx.sroa_idx, align 8, !tbaa.struct !29
  %cmp12237 = icmp ult i32 %1, %nnp
  %idxprom18 = zext i32 %1 to i64
  %arrayidx19 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE7scratch to ptr), i64 0, i64 %idxprom18
  %cmp21.not241 = icmp ult i32 %2, 2
  %cmp45 = icmp eq i32 %1, 0
  %conv4.i = zext i32 %q.sroa.0.0.copyload to i64
  %conv1.i = zext i32 %q.sroa.13.0.copyload to i64
  %add84 = add nuw nsw i32 %and, 1
  %cmp103 = icmp eq i32 %and, 0
  br label %for.body

for.cond.cleanup:                                 ; preds = %cleanup114, %entry
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %cleanup114
  %r.0250 = phi i32 [ 0, %for.body.lr.ph ], [ %inc.pre-phi, %cleanup114 ]
  %conv7 = zext i32 %r.0250 to i64
  %mul9 = mul nuw i64 %conv7, %conv2
  %add.ptr10 = getelementptr inbounds i32, ptr %add.ptr, i64 %mul9
  br i1 %cmp12237, label %for.body14, label %cleanup

for.body14:                                       ; preds = %for.body, %for.inc
  %j.0238 = phi i32 [ %add, %for.inc ], [ %1, %for.body ]
  %idxprom15 = zext i32 %j.0238 to i64
  %arrayidx16 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom15
  %3 = load i32, ptr %arrayidx16, align 4, !tbaa !21
  %cmp17.not = icmp eq i32 %3, 0
  br i1 %cmp17.not, label %for.inc, label %cleanup

for.inc:                                          ; preds = %for.body14
  %add = add i32 %j.0238, %2
  %cmp12 = icmp ult i32 %add, %nnp
  br i1 %cmp12, label %for.body14, label %cleanup, !llvm.loop !106

cleanup:                                          ; preds = %for.inc, %for.body14, %for.body
  %best.0 = phi i32 [ %nnp, %for.body ], [ %nnp, %for.inc ], [ %j.0238, %for.body14 ]
  store i32 %best.0, ptr %arrayidx19, align 4, !tbaa !21
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp21.not241, label %for.cond.cleanup22, label %for.body23

for.cond.cleanup22:                               ; preds = %if.end37, %cleanup
  %4 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE7scratch to ptr), align 4, !tbaa !21
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp42 = icmp eq i32 %4, %nnp
  br i1 %cmp42, label %for.cond.cleanup22.cleanup114_crit_edge, label %if.end44

for.cond.cleanup22.cleanup114_crit_edge:          ; preds = %for.cond.cleanup22
  %.pre = add nuw i32 %r.0250, 1
  br label %cleanup114

for.body23:                                       ; preds = %cleanup, %if.end37
  %s.0242.in = phi i32 [ %s.0242, %if.end37 ], [ %2, %cleanup ]
  %s.0242 = lshr i32 %s.0242.in, 1
  %cmp24 = icmp ult i32 %1, %s.0242
  br i1 %cmp24, label %land.lhs.true, label %if.end37

land.lhs.true:                                    ; preds = %for.body23
  %add25 = add i32 %s.0242, %1
  %idxprom26 = zext i32 %add25 to i64
  %arrayidx27 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE7scratch to ptr), i64 0, i64 %idxprom26
  %5 = load i32, ptr %arrayidx27, align 4, !tbaa !21
  %6 = load i32, ptr %arrayidx19, align 4, !tbaa !21
  %cmp30 = icmp ult i32 %5, %6
  br i1 %cmp30, label %if.then31, label %if.end37

if.then31:                                        ; preds = %land.lhs.true
  store i32 %5, ptr %arrayidx19, align 4, !tbaa !21
  br label %if.end37

if.end37:                                         ; preds = %if.then31, %land.lhs.true, %for.body23
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp21.not = icmp ult i32 %s.0242.in, 4
  br i1 %cmp21.not, label %for.cond.cleanup22, label %for.body23, !llvm.loop !107

if.end44:                                         ; preds = %for.cond.cleanup22
  br i1 %cmp45, label %if.then46, label %if.end51

if.then46:                                        ; preds = %if.end44
  %idxprom47 = zext i32 %4 to i64
  %arrayidx48 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom47
  %7 = load i32, ptr %arrayidx48, align 4, !tbaa !21
  %cmp.not16.i = icmp eq i32 %7, 0
  br i1 %cmp.not16.i, label %_ZL11inverse_modjj.exit, label %while.body.i

while.body.i:                                     ; preds = %if.then46, %while.body.i
  %t.020.i = phi i64 [ %nt.019.i, %while.body.i ], [ 0, %if.then46 ]
  %nt.019.i = phi i64 [ %sub.i, %while.body.i ], [ 1, %if.then46 ]
  %r.018.i = phi i32 [ %nr.017.i, %while.body.i ], [ %q.sroa.0.0.copyload, %if.then46 ]
  %nr.017.i = phi i32 [ %sub2.i, %while.body.i ], [ %7, %if.then46 ]
  %div.i = udiv i32 %r.018.i, %nr.017.i
  %conv.i = zext i32 %div.i to i64
  %mul.i = mul nsw i64 %nt.019.i, %conv.i
  %sub.i = sub nsw i64 %t.020.i, %mul.i
  %mul1.i = mul nuw i32 %div.i, %nr.017.i
  %sub2.i = sub nuw i32 %r.018.i, %mul1.i
  %cmp.not.i = icmp eq i32 %sub2.i, 0
  br i1 %cmp.not.i, label %_ZL11inverse_modjj.exit, label %while.body.i, !llvm.loop !34

_ZL11inverse_modjj.exit:                          ; preds = %while.body.i, %if.then46
  %t.0.lcssa.i = phi i64 [ 0, %if.then46 ], [ %nt.019.i, %while.body.i ]
  %cmp3.i = icmp slt i64 %t.0.lcssa.i, 0
  %add.i = select i1 %cmp3.i, i64 %conv4.i, i64 0
  %cond.i = add nsw i64 %add.i, %t.0.lcssa.i
  %conv.i185 = and i64 %cond.i, 4294967295
  %mul.i186 = mul nuw i64 %conv.i185, %conv1.i
  %conv.i.i = trunc i64 %mul.i186 to i32
  %mul.i.i = mul i32 %q.sroa.9.0.copyload, %conv.i.i
  %conv1.i.i = zext i32 %mul.i.i to i64
  %mul3.i.i = mul nuw i64 %conv1.i.i, %conv4.i
  %add.i.i = add i64 %mul3.i.i, %mul.i186
  %shr.i.i = lshr i64 %add.i.i, 32
  %cmp.not.i.i = icmp ult i64 %shr.i.i, %conv4.i
  %sub.i.i = select i1 %cmp.not.i.i, i64 0, i64 %conv4.i
  %cond.i.i = sub nsw i64 %shr.i.i, %sub.i.i
  %conv8.i.i = trunc i64 %cond.i.i to i32
  store i32 %conv8.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE8inv_slot to ptr), align 4, !tbaa !21
  br label %if.end51

if.end51:                                         ; preds = %_ZL11inverse_modjj.exit, %if.end44
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add53 = add i32 %4, %1
  %cmp55243 = icmp ult i32 %add53, %nnp
  br i1 %cmp55243, label %for.body57.lr.ph, label %for.cond.cleanup56

for.body57.lr.ph:                                 ; preds = %if.end51
  %8 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE8inv_slot to ptr), align 4, !tbaa !21
  %conv.i187 = zext i32 %8 to i64
  br label %for.body57

for.cond.cleanup56:                               ; preds = %for.body57, %if.end51
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add67 = add nuw i32 %r.0250, 1
  %add68 = add i32 %add67, %shr
  %cmp70247 = icmp ult i32 %add68, %nrows_todo
  br i1 %cmp70247, label %for.body72.lr.ph, label %for.cond.cleanup71

for.body72.lr.ph:                                 ; preds = %for.cond.cleanup56
  %idxprom77 = zext i32 %4 to i64
  %add85 = add i32 %add84, %4
  %cmp87245 = icmp ult i32 %add85, %nnp
  br label %for.body72

for.body57:                                       ; preds = %for.body57.lr.ph, %for.body57
  %j52.0244 = phi i32 [ %add53, %for.body57.lr.ph ], [ %add64, %for.body57 ]
  %idxprom58 = zext i32 %j52.0244 to i64
  %arrayidx59 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom58
  %9 = load i32, ptr %arrayidx59, align 4, !tbaa !21
  %conv1.i188 = zext i32 %9 to i64
  %mul.i189 = mul nuw i64 %conv1.i188, %conv.i187
  %conv.i.i190 = trunc i64 %mul.i189 to i32
  %mul.i.i191 = mul i32 %q.sroa.9.0.copyload, %conv.i.i190
  %conv1.i.i192 = zext i32 %mul.i.i191 to i64
  %mul3.i.i194 = mul nuw i64 %conv1.i.i192, %conv4.i
  %add.i.i195 = add i64 %mul3.i.i194, %mul.i189
  %shr.i.i196 = lshr i64 %add.i.i195, 32
  %cmp.not.i.i197 = icmp ult i64 %shr.i.i196, %conv4.i
  %sub.i.i198 = select i1 %cmp.not.i.i197, i64 0, i64 %conv4.i
  %cond.i.i199 = sub nsw i64 %shr.i.i196, %sub.i.i198
  %conv8.i.i200 = trunc i64 %cond.i.i199 to i32
  store i32 %conv8.i.i200, ptr %arrayidx59, align 4, !tbaa !21
  %add64 = add i32 %j52.0244, %2
  %cmp55 = icmp ult i32 %add64, %nnp
  br i1 %cmp55, label %for.body57, label %for.cond.cleanup56, !llvm.loop !108

for.cond.cleanup71:                               ; preds = %cleanup108, %for.cond.cleanup56
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cleanup114

for.body72:                                       ; preds = %for.body72.lr.ph, %cleanup108
  %i.0248 = phi i32 [ %add68, %for.body72.lr.ph ], [ %add111, %cleanup108 ]
  %conv73 = zext i32 %i.0248 to i64
  %mul75 = mul nuw i64 %conv73, %conv2
  %add.ptr76 = getelementptr inbounds i32, ptr %add.ptr, i64 %mul75
  %arrayidx78 = getelementptr inbounds i32, ptr %add.ptr76, i64 %idxprom77
  %10 = load i32, ptr %arrayidx78, align 4, !tbaa !21
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp79 = icmp eq i32 %10, 0
  br i1 %cmp79, label %cleanup108, label %if.end81

if.end81:                                         ; preds = %for.body72
  br i1 %cmp87245, label %for.body89.lr.ph, label %for.cond.cleanup88

for.body89.lr.ph:                                 ; preds = %if.end81
  %conv.i201 = zext i32 %10 to i64
  %mul.i204 = mul nuw i64 %conv.i201, %conv1.i
  %conv.i.i207 = trunc i64 %mul.i204 to i32
  %mul.i.i208 = mul i32 %q.sroa.9.0.copyload, %conv.i.i207
  %conv1.i.i209 = zext i32 %mul.i.i208 to i64
  %mul3.i.i211 = mul nuw i64 %conv1.i.i209, %conv4.i
  %add.i.i212 = add i64 %mul3.i.i211, %mul.i204
  %shr.i.i213 = lshr i64 %add.i.i212, 32
  %cmp.not.i.i214 = icmp ult i64 %shr.i.i213, %conv4.i
  %sub.i.i215 = select i1 %cmp.not.i.i214, i64 0, i64 %conv4.i
  %cond.i.i216 = sub nsw i64 %shr.i.i213, %sub.i.i215
  %conv.i218 = and i64 %cond.i.i216, 4294967295
  br label %for.body89

for.cond.cleanup88:                               ; preds = %for.body89, %if.end81
  br i1 %cmp103, label %if.then104, label %cleanup108

for.body89:                                       ; preds = %for.body89.lr.ph, %for.body89
  %j83.0246 = phi i32 [ %add85, %for.body89.lr.ph ], [ %add100, %for.body89 ]
  %idxprom90 = zext i32 %j83.0246 to i64
  %arrayidx91 = getelementptr inbounds i32, ptr %add.ptr76, i64 %idxprom90
  %11 = load i32, ptr %arrayidx91, align 4, !tbaa !21
  %arrayidx93 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom90
  %12 = load i32, ptr %arrayidx93, align 4, !tbaa !21
  %conv1.i219 = zext i32 %12 to i64
  %mul.i220 = mul nuw i64 %conv.i218, %conv1.i219
  %conv.i.i221 = trunc i64 %mul.i220 to i32
  %mul.i.i222 = mul i32 %q.sroa.9.0.copyload, %conv.i.i221
  %conv1.i.i223 = zext i32 %mul.i.i222 to i64
  %mul3.i.i225 = mul nuw i64 %conv1.i.i223, %conv4.i
  %add.i.i226 = add i64 %mul3.i.i225, %mul.i220
  %shr.i.i227 = lshr i64 %add.i.i226, 32
  %cmp.not.i.i228 = icmp ult i64 %shr.i.i227, %conv4.i
  %sub.i.i229 = select i1 %cmp.not.i.i228, i64 0, i64 %conv4.i
  %cond.i.i230 = sub nsw i64 %shr.i.i227, %sub.i.i229
  %conv8.i.i231 = trunc i64 %cond.i.i230 to i32
  %cmp.not.i232 = icmp ult i32 %11, %conv8.i.i231
  %add.i233 = select i1 %cmp.not.i232, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i = sub i32 %11, %conv8.i.i231
  %cond.i234 = add i32 %a.pn.i, %add.i233
  store i32 %cond.i234, ptr %arrayidx91, align 4, !tbaa !21
  %add100 = add i32 %j83.0246, 32
  %cmp87 = icmp ult i32 %add100, %nnp
  br i1 %cmp87, label %for.body89, label %for.cond.cleanup88, !llvm.loop !109

if.then104:                                       ; preds = %for.cond.cleanup88
  store i32 0, ptr %arrayidx78, align 4, !tbaa !21
  br label %cleanup108

cleanup108:                                       ; preds = %for.cond.cleanup88, %if.then104, %for.body72
  %add111 = add i32 %i.0248, %shr6
  %cmp70 = icmp ult i32 %add111, %nrows_todo
  br i1 %cmp70, label %for.body72, label %for.cond.cleanup71, !llvm.loop !110

cleanup114:                                       ; preds = %for.cond.cleanup22.cleanup114_crit_edge, %for.cond.cleanup71
  %inc.pre-phi = phi i32 [ %.pre, %for.cond.cleanup22.cleanup114_crit_edge ], [ %add67, %for.cond.cleanup71 ]
  %exitcond.not = icmp eq i32 %inc.pre-phi, %nrows_todo
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !111
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
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !20
  %q.sroa.7.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.7.0.copyload = load i32, ptr %q.sroa.7.0.arrayidx.sroa_idx, align 4, !tbaa.struct !27
  %q.sroa.10.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %q.sroa.10.0.copyload = load i32, ptr %q.sroa.10.0.arrayidx.sroa_idx, align 8, !tbaa.struct !29
  %conv5 = zext i32 %nrows_todo to i64
  %mul6 = mul nuw i64 %idxprom, %conv5
  %conv7 = zext i32 %3 to i64
  %add8 = add nuw i64 %mul6, %conv7
  %conv9 = zext i32 %nnp to i64
  %mul10 = mul i64 %add8, %conv9
  %add.ptr = getelementptr inbounds i32, ptr %dense, i64 %mul10
  %arrayidx12 = getelementptr inbounds i32, ptr %out_begin, i64 %conv7
  %4 = load i32, ptr %arrayidx12, align 4, !tbaa !21
  %add13 = add nuw i32 %3, 1
  %idxprom14 = zext i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds i32, ptr %out_begin, i64 %idxprom14
  %5 = load i32, ptr %arrayidx15, align 4, !tbaa !21
  %add16 = add i32 %3, %out_pool
  %idxprom17 = zext i32 %add16 to i64
  %arrayidx18 = getelementptr inbounds i64, ptr %pool_off, i64 %idxprom17
  %6 = load i64, ptr %arrayidx18, align 8, !tbaa !25
  %conv19 = zext i32 %nprimes to i64
  %mul20 = mul i64 %6, %conv19
  %add.ptr21 = getelementptr inbounds i32, ptr %pool, i64 %mul20
  %sub = sub i32 %5, %4
  %cmp22248.not = icmp eq i32 %5, %4
  br i1 %cmp22248.not, label %for.cond.cleanup, label %for.body.preheader

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
  %k.0249.unr = phi i32 [ 0, %for.body.preheader ], [ %inc.7, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %k.0249.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %k.0249.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %conv23.epil = zext i32 %k.0249.epil to i64
  %mul25.epil = mul nuw i64 %conv23.epil, %conv19
  %add27.epil = add i64 %mul25.epil, %idxprom
  %arrayidx28.epil = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.epil
  store i32 0, ptr %arrayidx28.epil, align 4, !tbaa !21
  %inc.epil = add nuw i32 %k.0249.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !112

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
  %cmp66250.not = icmp eq i32 %nnp, 0
  br i1 %cmp66250.not, label %cond.end, label %land.rhs

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %k.0249 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.7, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.7, %for.body ]
  %conv23 = zext i32 %k.0249 to i64
  %mul25 = mul nuw i64 %conv23, %conv19
  %add27 = add nuw i64 %mul25, %idxprom
  %arrayidx28 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27
  store i32 0, ptr %arrayidx28, align 4, !tbaa !21
  %inc = or i32 %k.0249, 1
  %conv23.1 = zext i32 %inc to i64
  %mul25.1 = mul nuw i64 %conv23.1, %conv19
  %add27.1 = add i64 %mul25.1, %idxprom
  %arrayidx28.1 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.1
  store i32 0, ptr %arrayidx28.1, align 4, !tbaa !21
  %inc.1 = or i32 %k.0249, 2
  %conv23.2 = zext i32 %inc.1 to i64
  %mul25.2 = mul nuw i64 %conv23.2, %conv19
  %add27.2 = add i64 %mul25.2, %idxprom
  %arrayidx28.2 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.2
  store i32 0, ptr %arrayidx28.2, align 4, !tbaa !21
  %inc.2 = or i32 %k.0249, 3
  %conv23.3 = zext i32 %inc.2 to i64
  %mul25.3 = mul nuw i64 %conv23.3, %conv19
  %add27.3 = add i64 %mul25.3, %idxprom
  %arrayidx28.3 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.3
  store i32 0, ptr %arrayidx28.3, align 4, !tbaa !21
  %inc.3 = or i32 %k.0249, 4
  %conv23.4 = zext i32 %inc.3 to i64
  %mul25.4 = mul nuw i64 %conv23.4, %conv19
  %add27.4 = add i64 %mul25.4, %idxprom
  %arrayidx28.4 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.4
  store i32 0, ptr %arrayidx28.4, align 4, !tbaa !21
  %inc.4 = or i32 %k.0249, 5
  %conv23.5 = zext i32 %inc.4 to i64
  %mul25.5 = mul nuw i64 %conv23.5, %conv19
  %add27.5 = add i64 %mul25.5, %idxprom
  %arrayidx28.5 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.5
  store i32 0, ptr %arrayidx28.5, align 4, !tbaa !21
  %inc.5 = or i32 %k.0249, 6
  %conv23.6 = zext i32 %inc.5 to i64
  %mul25.6 = mul nuw i64 %conv23.6, %conv19
  %add27.6 = add i64 %mul25.6, %idxprom
  %arrayidx28.6 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.6
  store i32 0, ptr %arrayidx28.6, align 4, !tbaa !21
  %inc.6 = or i32 %k.0249, 7
  %conv23.7 = zext i32 %inc.6 to i64
  %mul25.7 = mul nuw i64 %conv23.7, %conv19
  %add27.7 = add i64 %mul25.7, %idxprom
  %arrayidx28.7 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.7
  store i32 0, ptr %arrayidx28.7, align 4, !tbaa !21
  %inc.7 = add nuw i32 %k.0249, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !113

if.then31:                                        ; preds = %for.cond.cleanup
  %mul34 = mul nuw i64 %conv19, %conv7
  %add36 = add i64 %mul34, %idxprom
  %arrayidx37 = getelementptr inbounds i32, ptr %leadval, i64 %add36
  %10 = load i32, ptr %arrayidx37, align 4, !tbaa !21
  %arrayidx39 = getelementptr inbounds i32, ptr %first_col, i64 %conv7
  %11 = load i32, ptr %arrayidx39, align 4, !tbaa !21
  %cmp40 = icmp eq i32 %10, 0
  br i1 %cmp40, label %if.then51, label %lor.lhs.false41

lor.lhs.false41:                                  ; preds = %if.then31
  %arrayidx43 = getelementptr inbounds i32, ptr %expected, i64 %conv7
  %12 = load i32, ptr %arrayidx43, align 4, !tbaa !21
  %cmp44.not = icmp ne i32 %11, %12
  %or.cond213 = select i1 %cmp44.not, i1 true, i1 %cmp22248.not
  br i1 %or.cond213, label %if.then51, label %lor.lhs.false47

lor.lhs.false47:                                  ; preds = %lor.lhs.false41
  %idxprom48 = zext i32 %4 to i64
  %arrayidx49 = getelementptr inbounds i32, ptr %out_cols, i64 %idxprom48
  %13 = load i32, ptr %arrayidx49, align 4, !tbaa !21
  %cmp50.not = icmp eq i32 %13, %11
  br i1 %cmp50.not, label %while.body.i, label %if.then51

if.then51:                                        ; preds = %lor.lhs.false47, %lor.lhs.false41, %if.then31
  %arrayidx53 = getelementptr inbounds i32, ptr %bad, i64 %idxprom
  store i32 1, ptr %arrayidx53, align 4, !tbaa !21
  br label %cleanup

while.body.i:                                     ; preds = %lor.lhs.false47, %while.body.i
  %t.020.i = phi i64 [ %nt.019.i, %while.body.i ], [ 0, %lor.lhs.false47 ]
  %nt.019.i = phi i64 [ %sub.i, %while.body.i ], [ 1, %lor.lhs.false47 ]
  %r.018.i = phi i32 [ %nr.017.i, %while.body.i ], [ %q.sroa.0.0.copyload, %lor.lhs.false47 ]
  %nr.017.i = phi i32 [ %sub2.i, %while.body.i ], [ %10, %lor.lhs.false47 ]
  %div.i = udiv i32 %r.018.i, %nr.017.i
  %conv.i = zext i32 %div.i to i64
  %mul.i = mul nsw i64 %nt.019.i, %conv.i
  %sub.i = sub nsw i64 %t.020.i, %mul.i
  %mul1.i = mul nuw i32 %div.i, %nr.017.i
  %sub2.i = sub nuw i32 %r.018.i, %mul1.i
  %cmp.not.i = icmp eq i32 %sub2.i, 0
  br i1 %cmp.not.i, label %_ZL11inverse_modjj.exit, label %while.body.i, !llvm.loop !34

_ZL11inverse_modjj.exit:                          ; preds = %while.body.i
  %cmp3.i = icmp slt i64 %nt.019.i, 0
  %add.i = select i1 %cmp3.i, i64 %conv2.i.i, i64 0
  %cond.i = add nsw i64 %add.i, %nt.019.i
  %conv.i215 = and i64 %cond.i, 4294967295
  %mul.i218 = mul nuw i64 %conv.i215, %conv1.i
  %conv.i.i = trunc i64 %mul.i218 to i32
  %mul.i.i221 = mul i32 %q.sroa.7.0.copyload, %conv.i.i
  %conv1.i.i222 = zext i32 %mul.i.i221 to i64
  %mul3.i.i224 = mul nuw i64 %conv1.i.i222, %conv2.i.i
  %add.i.i225 = add i64 %mul3.i.i224, %mul.i218
  %shr.i.i226 = lshr i64 %add.i.i225, 32
  %cmp.not.i.i227 = icmp ult i64 %shr.i.i226, %conv2.i.i
  %sub.i.i228 = select i1 %cmp.not.i.i227, i64 0, i64 %conv2.i.i
  %cond.i.i229 = sub nsw i64 %shr.i.i226, %sub.i.i228
  %arrayidx63 = getelementptr inbounds i32, ptr %add.ptr21, i64 %idxprom
  store i32 1, ptr %arrayidx63, align 4, !tbaa !21
  %inc64 = add i32 %4, 1
  br label %cleanup

cleanup:                                          ; preds = %_ZL11inverse_modjj.exit, %if.then51
  %scale.0 = phi i64 [ %cond.i.i, %if.then51 ], [ %cond.i.i229, %_ZL11inverse_modjj.exit ]
  %k29.0 = phi i32 [ %4, %if.then51 ], [ %inc64, %_ZL11inverse_modjj.exit ]
  %cond142 = phi i1 [ false, %if.then51 ], [ true, %_ZL11inverse_modjj.exit ]
  br i1 %cond142, label %if.end84, label %cleanup137

land.rhs:                                         ; preds = %while.cond.preheader, %while.body
  %x.0251 = phi i32 [ %inc70, %while.body ], [ 0, %while.cond.preheader ]
  %idxprom67 = zext i32 %x.0251 to i64
  %arrayidx68 = getelementptr inbounds i32, ptr %add.ptr, i64 %idxprom67
  %14 = load i32, ptr %arrayidx68, align 4, !tbaa !21
  %cmp69 = icmp eq i32 %14, 0
  br i1 %cmp69, label %while.body, label %while.end

while.body:                                       ; preds = %land.rhs
  %inc70 = add nuw i32 %x.0251, 1
  %exitcond261.not = icmp eq i32 %inc70, %nnp
  br i1 %exitcond261.not, label %cond.end, label %land.rhs, !llvm.loop !114

while.end:                                        ; preds = %land.rhs
  %arrayidx73 = getelementptr inbounds i32, ptr %np_cols, i64 %idxprom67
  %15 = load i32, ptr %arrayidx73, align 4, !tbaa !21
  br label %cond.end

cond.end:                                         ; preds = %while.body, %while.cond.preheader, %while.end
  %x.0247 = phi i32 [ %x.0251, %while.end ], [ 0, %while.cond.preheader ], [ %nnp, %while.body ]
  %cond = phi i32 [ %15, %while.end ], [ -1, %while.cond.preheader ], [ -1, %while.body ]
  %arrayidx75 = getelementptr inbounds i32, ptr %expected, i64 %conv7
  %16 = load i32, ptr %arrayidx75, align 4, !tbaa !21
  %cmp76.not = icmp eq i32 %cond, %16
  br i1 %cmp76.not, label %if.end84, label %if.then77

if.then77:                                        ; preds = %cond.end
  %arrayidx79 = getelementptr inbounds i32, ptr %bad, i64 %idxprom
  store i32 1, ptr %arrayidx79, align 4, !tbaa !21
  br label %cleanup137

if.end84:                                         ; preds = %cond.end, %cleanup
  %x.1 = phi i32 [ 0, %cleanup ], [ %x.0247, %cond.end ]
  %scale.1 = phi i64 [ %scale.0, %cleanup ], [ %cond.i.i, %cond.end ]
  %k29.1 = phi i32 [ %k29.0, %cleanup ], [ %4, %cond.end ]
  %cmp86256 = icmp ult i32 %x.1, %nnp
  br i1 %cmp86256, label %for.body87.lr.ph, label %cleanup137

for.body87.lr.ph:                                 ; preds = %if.end84
  %conv.i231 = and i64 %scale.1, 4294967295
  %arrayidx112 = getelementptr inbounds i32, ptr %bad, i64 %idxprom
  br label %for.body87

for.body87:                                       ; preds = %for.body87.lr.ph, %for.inc126
  %k29.2258 = phi i32 [ %k29.1, %for.body87.lr.ph ], [ %k29.4, %for.inc126 ]
  %x.2257 = phi i32 [ %x.1, %for.body87.lr.ph ], [ %inc127, %for.inc126 ]
  %idxprom88 = zext i32 %x.2257 to i64
  %arrayidx89 = getelementptr inbounds i32, ptr %add.ptr, i64 %idxprom88
  %17 = load i32, ptr %arrayidx89, align 4, !tbaa !21
  %cmp90 = icmp eq i32 %17, 0
  br i1 %cmp90, label %cleanup123, label %if.end92

if.end92:                                         ; preds = %for.body87
  %arrayidx94 = getelementptr inbounds i32, ptr %np_cols, i64 %idxprom88
  %18 = load i32, ptr %arrayidx94, align 4, !tbaa !21
  %cmp96252 = icmp ult i32 %k29.2258, %5
  br i1 %cmp96252, label %land.rhs97, label %while.end104

land.rhs97:                                       ; preds = %if.end92, %while.body102
  %k29.3253 = phi i32 [ %inc103, %while.body102 ], [ %k29.2258, %if.end92 ]
  %idxprom98 = zext i32 %k29.3253 to i64
  %arrayidx99 = getelementptr inbounds i32, ptr %out_cols, i64 %idxprom98
  %19 = load i32, ptr %arrayidx99, align 4, !tbaa !21
  %cmp100 = icmp ult i32 %19, %18
  br i1 %cmp100, label %while.body102, label %while.end104

while.body102:                                    ; preds = %land.rhs97
  %inc103 = add i32 %k29.3253, 1
  %exitcond262.not = icmp eq i32 %inc103, %5
  br i1 %exitcond262.not, label %while.end104, label %land.rhs97, !llvm.loop !115

while.end104:                                     ; preds = %land.rhs97, %while.body102, %if.end92
  %k29.3.lcssa = phi i32 [ %k29.2258, %if.end92 ], [ %k29.3253, %land.rhs97 ], [ %5, %while.body102 ]
  %cmp105 = icmp eq i32 %k29.3.lcssa, %5
  br i1 %cmp105, label %if.then110, label %lor.lhs.false106

lor.lhs.false106:                                 ; preds = %while.end104
  %idxprom107 = zext i32 %k29.3.lcssa to i64
  %arrayidx108 = getelementptr inbounds i32, ptr %out_cols, i64 %idxprom107
  %20 = load i32, ptr %arrayidx108, align 4, !tbaa !21
  %cmp109.not = icmp eq i32 %20, %18
  br i1 %cmp109.not, label %if.end113, label %if.then110

if.then110:                                       ; preds = %lor.lhs.false106, %while.end104
  store i32 1, ptr %arrayidx112, align 4, !tbaa !21
  br label %cleanup123

if.end113:                                        ; preds = %lor.lhs.false106
  %conv1.i232 = zext i32 %17 to i64
  %mul.i233 = mul nuw i64 %conv.i231, %conv1.i232
  %conv.i.i234 = trunc i64 %mul.i233 to i32
  %mul.i.i235 = mul i32 %q.sroa.7.0.copyload, %conv.i.i234
  %conv1.i.i236 = zext i32 %mul.i.i235 to i64
  %mul3.i.i238 = mul nuw i64 %conv1.i.i236, %conv2.i.i
  %add.i.i239 = add i64 %mul3.i.i238, %mul.i233
  %shr.i.i240 = lshr i64 %add.i.i239, 32
  %cmp.not.i.i241 = icmp ult i64 %shr.i.i240, %conv2.i.i
  %sub.i.i242 = select i1 %cmp.not.i.i241, i64 0, i64 %conv2.i.i
  %cond.i.i243 = sub nsw i64 %shr.i.i240, %sub.i.i242
  %conv8.i.i244 = trunc i64 %cond.i.i243 to i32
  %sub115 = sub i32 %k29.3.lcssa, %4
  %conv116 = zext i32 %sub115 to i64
  %mul118 = mul nuw i64 %conv116, %conv19
  %add120 = add i64 %mul118, %idxprom
  %arrayidx121 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add120
  store i32 %conv8.i.i244, ptr %arrayidx121, align 4, !tbaa !21
  br label %cleanup123

cleanup123:                                       ; preds = %if.then110, %if.end113, %for.body87
  %k29.4 = phi i32 [ %k29.2258, %for.body87 ], [ %k29.3.lcssa, %if.end113 ], [ %k29.3.lcssa, %if.then110 ]
  %cleanup.dest.slot.3 = phi i32 [ 9, %for.body87 ], [ 0, %if.end113 ], [ 1, %if.then110 ]
  switch i32 %cleanup.dest.slot.3, label %cleanup137 [
    i32 0, label %for.inc126
    i32 9, label %for.inc126
  ]

for.inc126:                                       ; preds = %cleanup123, %cleanup123
  %inc127 = add nuw i32 %x.2257, 1
  %exitcond263.not = icmp eq i32 %inc127, %nnp
  br i1 %exitcond263.not, label %cleanup137, label %for.body87, !llvm.loop !116

cleanup137:                                       ; preds = %for.inc126, %cleanup123, %if.end84, %cleanup, %if.then77, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind
define dso_local void @gb_planted_race(ptr nocapture noundef writeonly %out) local_unnamed_addr #2 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idxprom = zext i32 %0 to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_planted_raceE4slot to ptr), i64 %idxprom
  store volatile i32 %0, ptr %arrayidx, align 4, !tbaa !21
  %add = add i32 %0, 32
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %rem = urem i32 %add, %1
  %idxprom2 = zext i32 %rem to i64
  %arrayidx3 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_planted_raceE4slot to ptr), i64 %idxprom2
  %2 = load volatile i32, ptr %arrayidx3, align 4, !tbaa !21
  %arrayidx5 = getelementptr inbounds i32, ptr %out, i64 %idxprom
  store i32 %2, ptr %arrayidx5, align 4, !tbaa !21
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #4

; Function Attrs: convergent inaccessiblememonly nocallback nounwind
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #6

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx75,+sm_86" }
attributes #1 = { argmemonly mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx75,+sm_86" }
attributes #2 = { mustprogress nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx75,+sm_86" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent inaccessiblememonly nocallback nounwind }
attributes #6 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15}
!llvm.module.flags = !{!16, !17, !18}

!0 = !{ptr @gb_rref_block_barrett, !"kernel", i32 1}
!1 = !{ptr @gb_rref_block_montgomery, !"kernel", i32 1}
!2 = !{ptr @gb_pivot_step_barrett, !"kernel", i32 1}
!3 = !{ptr @gb_pivot_step_montgomery, !"kernel", i32 1}
!4 = !{ptr @gb_eliminate_step_barrett, !"kernel", i32 1}
!5 = !{ptr @gb_eliminate_step_montgomery, !"kernel", i32 1}
!6 = !{ptr @gb_panel_factor, !"kernel", i32 1}
!7 = !{ptr @gb_panel_factor_shared16, !"kernel", i32 1}
!8 = !{ptr @gb_panel_factor_shared12, !"kernel", i32 1}
!9 = !{ptr @gb_panel_w, !"kernel", i32 1}
!10 = !{ptr @gb_panel_update, !"kernel", i32 1}
!11 = !{ptr @gb_panel_gather, !"kernel", i32 1}
!12 = !{ptr @gb_replay_reduce, !"kernel", i32 1}
!13 = !{ptr @gb_replay_echelon, !"kernel", i32 1}
!14 = !{ptr @gb_replay_gather, !"kernel", i32 1}
!15 = !{ptr @gb_planted_race, !"kernel", i32 1}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!18 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{i64 0, i64 4, !21, i64 4, i64 4, !21, i64 8, i64 4, !21, i64 12, i64 4, !21, i64 16, i64 8, !25}
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C++ TBAA"}
!25 = !{!26, !26, i64 0}
!26 = !{!"long long", !23, i64 0}
!27 = !{i64 0, i64 4, !21, i64 4, i64 4, !21, i64 8, i64 4, !21, i64 12, i64 8, !25}
!28 = !{i64 0, i64 8, !25}
!29 = !{i64 0, i64 4, !21, i64 4, i64 4, !21, i64 8, i64 8, !25}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.mustprogress"}
!32 = distinct !{!32, !31}
!33 = distinct !{!33, !31}
!34 = distinct !{!34, !31}
!35 = distinct !{!35, !31}
!36 = distinct !{!36, !31}
!37 = distinct !{!37, !31}
!38 = distinct !{!38, !31}
!39 = distinct !{!39, !31}
!40 = distinct !{!40, !31}
!41 = distinct !{!41, !31}
!42 = !{!43, !22, i64 0}
!43 = !{!"_ZTS9StepState", !22, i64 0, !22, i64 4}
!44 = !{!43, !22, i64 4}
!45 = distinct !{!45, !31}
!46 = distinct !{!46, !31}
!47 = distinct !{!47, !31}
!48 = distinct !{!48, !31}
!49 = !{!50, !22, i64 0}
!50 = !{!"_ZTS10PanelState", !22, i64 0, !22, i64 4, !23, i64 8, !23, i64 72, !23, i64 136}
!51 = distinct !{!51, !31}
!52 = distinct !{!52, !31}
!53 = distinct !{!53, !31}
!54 = distinct !{!54, !55}
!55 = !{!"llvm.loop.unroll.disable"}
!56 = distinct !{!56, !31}
!57 = distinct !{!57, !31}
!58 = distinct !{!58, !31}
!59 = distinct !{!59, !31}
!60 = distinct !{!60, !31}
!61 = distinct !{!61, !31}
!62 = distinct !{!62, !55}
!63 = distinct !{!63, !31}
!64 = !{!50, !22, i64 4}
!65 = distinct !{!65, !31}
!66 = !{!23, !23, i64 0}
!67 = distinct !{!67, !31}
!68 = distinct !{!68, !31}
!69 = distinct !{!69, !55}
!70 = distinct !{!70, !31}
!71 = distinct !{!71, !31}
!72 = distinct !{!72, !31}
!73 = distinct !{!73, !31}
!74 = distinct !{!74, !31}
!75 = distinct !{!75, !31}
!76 = distinct !{!76, !55}
!77 = distinct !{!77, !31}
!78 = distinct !{!78, !31}
!79 = distinct !{!79, !31}
!80 = distinct !{!80, !31}
!81 = distinct !{!81, !55}
!82 = distinct !{!82, !31}
!83 = distinct !{!83, !31}
!84 = distinct !{!84, !31}
!85 = distinct !{!85, !31}
!86 = distinct !{!86, !31}
!87 = distinct !{!87, !31}
!88 = distinct !{!88, !55}
!89 = distinct !{!89, !31}
!90 = distinct !{!90, !31}
!91 = distinct !{!91, !31}
!92 = distinct !{!92, !31}
!93 = distinct !{!93, !31}
!94 = distinct !{!94, !31, !95}
!95 = !{!"llvm.loop.unroll.count", i32 1}
!96 = distinct !{!96, !31}
!97 = distinct !{!97, !55}
!98 = distinct !{!98, !31}
!99 = distinct !{!99, !55}
!100 = distinct !{!100, !55}
!101 = distinct !{!101, !31}
!102 = distinct !{!102, !31}
!103 = distinct !{!103, !31}
!104 = distinct !{!104, !31}
!105 = distinct !{!105, !31}
!106 = distinct !{!106, !31}
!107 = distinct !{!107, !31}
!108 = distinct !{!108, !31}
!109 = distinct !{!109, !31}
!110 = distinct !{!110, !31}
!111 = distinct !{!111, !31}
!112 = distinct !{!112, !55}
!113 = distinct !{!113, !31}
!114 = distinct !{!114, !31}
!115 = distinct !{!115, !31}
!116 = distinct !{!116, !31}
